import Link from "next/link";
import { FollowButton } from "@/components/ideas/follow-button";
import { StatusLabel } from "@/components/ideas/idea-card";
import { MemberIdeasProvider } from "@/components/ideas/member-ideas";
import { AccountSection } from "@/components/members/account-section";
import { PreferenceSwitch } from "@/components/members/preference-switch";
import { memberFollows } from "@/lib/data/idea-votes";

/** /account's "Ideas you follow": the follows (each can be stopped) and the board's two preferences. */
export async function AccountFollows({ memberId }: { memberId: string }) {
  const { ideas, preferences } = await memberFollows(memberId);
  return (
    <AccountSection title="Ideas you follow" description="You hear from us when they change status or ship." testId="account-follows">
      {ideas.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          None yet: vote for or follow ideas on <Link href="/ideas" className="underline">the idea board</Link>.
        </p>
      ) : (
        <MemberIdeasProvider ids={ideas.map((i) => i.id)}>
          <ul className="divide-y">
            {ideas.map((idea) => (
              <li key={idea.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="flex flex-wrap items-center gap-2">
                  <Link href={`/ideas/${idea.id}`} className="font-medium hover:underline">{idea.publicTitle}</Link>
                  <StatusLabel status={idea.status} />
                </span>
                <FollowButton ideaId={idea.id} />
              </li>
            ))}
          </ul>
        </MemberIdeasProvider>
      )}
      <div className="mt-6 space-y-4">
        <PreferenceSwitch name="followOnVote" label="Follow what I vote for" hint="Voting for an idea also follows it." initial={preferences.followOnVote} />
        <PreferenceSwitch name="ideaUpdates" label="Updates on ideas I follow or voted for" hint="Off: no e-mail about any idea, whatever you follow." initial={preferences.ideaUpdates} />
      </div>
    </AccountSection>
  );
}
