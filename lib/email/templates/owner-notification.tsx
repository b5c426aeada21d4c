import { Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type OwnerNotificationProps = { title: string; summary: string; link: string };

// To the site owner, at once, for a kind of event they chose "Instant e-mail" for.
export function OwnerNotificationEmail({ title, summary, link }: OwnerNotificationProps) {
  return (
    <EmailLayout preview={summary}>
      <Text style={{ fontSize: "16px", fontWeight: 700 }}>{title}</Text>
      <Text style={{ whiteSpace: "pre-wrap" }}>{summary}</Text>
      <LinkButton href={link}>Open in the admin</LinkButton>
      <Text style={{ color: "#6b7280", fontSize: "13px" }}>You chose an instant e-mail for this in Admin Settings, Notifications.</Text>
    </EmailLayout>
  );
}
