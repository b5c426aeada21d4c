import { Text } from "@/lib/email/components";
import { EmailLayout, Paragraphs } from "@/lib/email/templates/layout";

export type ContactNotificationProps = {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
};

// To the site owner (CONTACT_TO_EMAIL) for every new contact message; reply-to is the sender.
export function ContactNotificationEmail({ firstName, lastName, email, subject, message }: ContactNotificationProps) {
  return (
    <EmailLayout preview={`New contact message from ${firstName} ${lastName}: ${subject}`}>
      <Text style={{ fontSize: "16px", fontWeight: 700 }}>New contact message</Text>
      <Text>
        From: {firstName} {lastName} ({email})
      </Text>
      <Text>Subject: {subject}</Text>
      <Paragraphs text={message} />
      <Text style={{ color: "#6b7280" }}>Reply to this e-mail to answer {firstName} directly.</Text>
    </EmailLayout>
  );
}
