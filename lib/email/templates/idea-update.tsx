import { Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";
import { IdeaLinks } from "@/lib/email/templates/idea-links";

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
      <IdeaLinks ideaUrl={ideaUrl} accountUrl={accountUrl} />
    </EmailLayout>
  );
}
