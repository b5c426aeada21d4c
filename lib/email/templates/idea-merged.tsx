import { Link, Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";

export type IdeaMergedProps = { fromTitle: string; intoTitle: string; ideaUrl: string };

// Sent once to the submitter and each voter of an idea the admin merged into another.
export function IdeaMergedEmail({ fromTitle, intoTitle, ideaUrl }: IdeaMergedProps) {
  return (
    <EmailLayout preview={`"${fromTitle}" is now part of "${intoTitle}"`}>
      <Text>Hello,</Text>
      <Text>
        The idea &ldquo;{fromTitle}&rdquo; was the same as &ldquo;{intoTitle}&rdquo;, so we joined them. Your vote, if you gave one, now counts for
        &ldquo;{intoTitle}&rdquo; (once), and you follow it.
      </Text>
      <Text>
        See it here: <Link href={ideaUrl}>{ideaUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
