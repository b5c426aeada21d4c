import { Link, Text } from "@react-email/components";
import { EmailLayout } from "@/lib/email/templates/layout";

export type IdeaUpdateProps = { title: string; status: string; ideaUrl: string; accountUrl: string };

// Sent once to each follower of a public idea when the admin changes its status ("shipped" goes
// with the changelog entry instead).
export function IdeaUpdateEmail({ title, status, ideaUrl, accountUrl }: IdeaUpdateProps) {
  return (
    <EmailLayout preview={`"${title}" is now ${status}`}>
      <Text>Hello,</Text>
      <Text>
        An idea you follow, &ldquo;{title}&rdquo;, is now: {status}.
      </Text>
      <Text>
        See it here: <Link href={ideaUrl}>{ideaUrl}</Link>
      </Text>
      <Text>
        Stop following it, or every idea, from your account: <Link href={accountUrl}>{accountUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
