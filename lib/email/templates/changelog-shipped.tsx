import { Link, Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { formatSiteDate } from "@/lib/format/site-date";

export type ChangelogShippedProps = { entryTitle: string; changelogUrl: string; suggestions: { name: string; submittedAt: Date }[] };

// Sent once per changelog entry to each opted-in submitter, voter and follower of the suggestions it ships.
export function ChangelogShippedEmail({ entryTitle, changelogUrl, suggestions }: ChangelogShippedProps) {
  return (
    <EmailLayout preview={`Shipped: ${entryTitle}`}>
      <Text>Hello,</Text>
      <Text>
        Good news: {suggestions.length === 1 ? "an idea you asked for" : "ideas you asked for"} to {PRODUCT_NAME} just shipped, in &ldquo;{entryTitle}&rdquo;.
      </Text>
      {suggestions.map((s) => (
        <Text key={`${s.name}-${s.submittedAt.getTime()}`} style={{ margin: "0 0 4px" }}>
          • {s.name} (suggested {formatSiteDate(s.submittedAt, "day")})
        </Text>
      ))}
      <Text>
        Read what changed: <Link href={changelogUrl}>{changelogUrl}</Link>
      </Text>
      <Text>Thank you for helping us improve!</Text>
    </EmailLayout>
  );
}
