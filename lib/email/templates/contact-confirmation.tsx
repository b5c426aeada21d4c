import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout, Paragraphs } from "@/lib/email/templates/layout";

export type ContactConfirmationProps = { firstName: string; subject: string; message: string };

// Optional copy to the sender (CONTACT_CONFIRMATION=on), so they know the message arrived.
export function ContactConfirmationEmail({ firstName, subject, message }: ContactConfirmationProps) {
  return (
    <EmailLayout preview={`We received your message: ${subject}`}>
      <Text>Hi {firstName},</Text>
      <Text>Thank you for contacting {PRODUCT_NAME}. We received your message and will get back to you soon.</Text>
      <Text style={{ fontWeight: 700 }}>Your message: {subject}</Text>
      <Paragraphs text={message} />
    </EmailLayout>
  );
}
