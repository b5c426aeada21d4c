import { Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";
import { IdeaLinks } from "@/lib/email/templates/idea-links";

export type IdeaAnswerProps = { title: string; answer: string; ideaUrl: string; accountUrl: string };

// Sent once to each follower of a public idea for each new or changed official answer.
export function IdeaAnswerEmail({ title, answer, ideaUrl, accountUrl }: IdeaAnswerProps) {
  return (
    <EmailLayout preview={`An answer on "${title}"`}>
      <Text>Hello,</Text>
      <Text>We answered an idea you follow, &ldquo;{title}&rdquo;:</Text>
      <Text style={{ whiteSpace: "pre-line", borderLeft: "3px solid #e5e7eb", paddingLeft: "12px" }}>{answer}</Text>
      <IdeaLinks ideaUrl={ideaUrl} accountUrl={accountUrl} />
    </EmailLayout>
  );
}
