"use client";

import { Suspense, useState } from "react";
import { FormLoading } from "@/components/site/form-loading";
import { lazyComponent } from "@/components/site/lazy-component";
import { preloadProps } from "@/lib/load-once";
import { PlainButton } from "@/components/ui/plain-button";

const contactForm = lazyComponent(() => import("@/components/forms/contact-form").then((m) => m.ContactForm));

/** The contact form, collapsed behind its open button; its code loads on pointing at or focusing the button. */
export function ContactPanel() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <PlainButton size="lg" variant={open ? "outline" : "default"} aria-expanded={open} aria-controls="contact-form-area" {...preloadProps(contactForm.preload)} onClick={() => setOpen((o) => !o)}>
        {open ? "Close Contact Form" : "Open Contact Form"}
      </PlainButton>
      <div id="contact-form-area">
        {open ? (
          <Suspense fallback={<FormLoading />}>
            <contactForm.Component />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
