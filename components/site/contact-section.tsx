import { Mail } from "lucide-react";
import { ContactPanel } from "@/components/site/contact-panel";

/** Contact: the address and the collapsed contact form. */
export function ContactSection({ contactEmail }: { contactEmail: string }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="site-section bg-muted/40 border-t">
      <div className="site-container">
        <div className="mx-auto max-w-3xl">
          <h2 id="contact-heading" className="font-heading text-center font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
            Get in Touch
          </h2>
          <p className="text-muted-foreground mt-3 text-center">Questions, partnerships or press: we would love to hear from you.</p>
          <p className="mt-6 flex items-center justify-center gap-2">
            <Mail className="text-primary size-5" aria-hidden />
            <a href={`mailto:${contactEmail}`} className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] font-medium underline-offset-4 hover:underline">
              {contactEmail}
            </a>
          </p>
          <div className="bg-card mt-8 rounded-2xl border p-6">
            <ContactPanel />
          </div>
        </div>
      </div>
    </section>
  );
}
