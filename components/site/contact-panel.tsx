"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";

const ContactForm = dynamic(() => import("@/components/forms/contact-form").then((m) => m.ContactForm), {
  ssr: false,
  loading: () => <p className="text-muted-foreground p-6 text-sm">Loading form…</p>,
});

/** The contact form, collapsed behind its open button. */
export function ContactPanel() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button size="lg" variant={open ? "outline" : "default"} aria-expanded={open} aria-controls="contact-form-area" onClick={() => setOpen((o) => !o)}>
        {open ? "Close Contact Form" : "Open Contact Form"}
      </Button>
      <div id="contact-form-area">{open ? <ContactForm /> : null}</div>
    </div>
  );
}
