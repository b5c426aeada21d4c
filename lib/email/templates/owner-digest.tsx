import { Link, Section, Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";

export type DigestGroup = { title: string; link: string; items: { summary: string; when: string }[] };
export type OwnerDigestProps = { total: number; groups: DigestGroup[]; settingsLink: string };

// The daily digest: everything of the kinds set to "Daily digest" since the last one, by kind.
export function OwnerDigestEmail({ total, groups, settingsLink }: OwnerDigestProps) {
  return (
    <EmailLayout preview={`${total} new ${total === 1 ? "item" : "items"} since the last digest`}>
      <Text style={{ fontSize: "16px", fontWeight: 700 }}>Your daily digest</Text>
      {groups.map((group) => (
        <Section key={group.title}>
          <Text style={{ fontWeight: 700, margin: "16px 0 4px" }}>
            {group.title} ({group.items.length}) · <Link href={group.link}>open</Link>
          </Text>
          {group.items.map((item, i) => (
            <Text key={i} style={{ margin: "0 0 4px" }}>
              {item.when}: {item.summary}
            </Text>
          ))}
        </Section>
      ))}
      <Text style={{ color: "#6b7280", fontSize: "13px" }}>
        Change what comes here in <Link href={settingsLink}>Admin Settings, Notifications</Link>.
      </Text>
    </EmailLayout>
  );
}
