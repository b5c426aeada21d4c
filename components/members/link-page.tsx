import type { ReactNode } from "react";
import { AccountCard } from "@/components/members/account-card";
import { PostButton } from "@/components/members/post-button";
import { SignInForm } from "@/components/members/sign-in-form";
import { SitePageFrame } from "@/components/site/page-frame";
import { LINK_PROBLEM_TEXT } from "@/lib/members/link-texts";
import type { LinkProblem } from "@/lib/members/sign-in";

/** What a usable link's page says, and its one button (a POST of the token to `url`, then `then`). */
export type LinkPageReady = { title: string; intro: ReactNode; url: string; label: string; busyLabel: string; then: string };

type Props = {
  state: { kind: "ready"; email: string } | { kind: LinkProblem };
  token: string;
  ready: (email: string) => LinkPageReady;
  /** Added to the reason a link no longer works. */
  problemNote?: string;
  /** The reasons' words (the sign-in links' by default) and what follows them (the sign-in form by default). */
  problemText?: Record<LinkProblem, { title: string; body: string }>;
  problemAction?: ReactNode;
  testId?: string;
  /** The line above the heading (the account pages' by default). */
  kicker?: string;
};

/**
 * The page an e-mailed member link opens (sign in, confirm an address, change it): it only reads,
 * and shows one button whose POST does the work, or why the link no longer works and what to do.
 * Called as a function by the pages, so their tree holds the button itself.
 */
export function memberLinkPage({ state, token, ready, problemNote, problemText = LINK_PROBLEM_TEXT, problemAction = <SignInForm />, testId = "account-confirm", kicker }: Props) {
  if (state.kind !== "ready") {
    const text = problemText[state.kind];
    return (
      <SitePageFrame>
        <AccountCard title={text.title} testId={testId} kicker={kicker}>
          <p role="alert" data-state={state.kind} className="text-muted-foreground mt-4 leading-relaxed">
            {problemNote ? `${text.body} ${problemNote}` : text.body}
          </p>
          {problemAction}
        </AccountCard>
      </SitePageFrame>
    );
  }
  const view = ready(state.email);
  return (
    <SitePageFrame>
      <AccountCard title={view.title} testId={testId} kicker={kicker}>
        <p className="text-muted-foreground mt-4 leading-relaxed wrap-anywhere">{view.intro}</p>
        <div className="mt-8">
          <PostButton url={view.url} body={{ token }} label={view.label} busyLabel={view.busyLabel} then={view.then} />
        </div>
      </AccountCard>
    </SitePageFrame>
  );
}
