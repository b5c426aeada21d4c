import { Link, Text } from "@/lib/email/components";

/** The close of a follower's idea e-mail: the idea's page, and where to stop following. */
export function IdeaLinks({ ideaUrl, accountUrl }: { ideaUrl: string; accountUrl: string }) {
  return (
    <>
      <Text>
        See it here: <Link href={ideaUrl}>{ideaUrl}</Link>
      </Text>
      <Text>
        Stop following it, or every idea, from your account: <Link href={accountUrl}>{accountUrl}</Link>
      </Text>
    </>
  );
}
