import { CircleAlert, CircleCheck, Clock, Link2Off, MailCheck, ShieldX } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { WaitlistPlace } from "@/components/waitlist/place-card";
import { TESTER_REWARDS } from "@/lib/config";
import { TESTER_LINK_PROBLEM_TITLE } from "@/lib/testers/link-texts";
import type { ConfirmPageState } from "@/lib/testers/service";

type View = { icon: typeof CircleCheck; tone: "ok" | "warn" | "bad"; title: string; body: ReactNode; cta?: { href: string; label: string } };

const FORM = { href: "/#feedback", label: "Go to the feedback form" };

function viewOf(state: ConfirmPageState, contactEmail: string): View {
  switch (state.kind) {
    case "ready":
      return {
        icon: MailCheck,
        tone: "ok",
        title: "Confirm to take a tester spot",
        body: (
          <p>
            Spots go to the first people who confirm: {state.slotsFree} {state.slotsFree === 1 ? "is" : "are"} free right now. Press the button to confirm your address and take the next
            one; until you do, nothing is held for you.
          </p>
        ),
      };
    case "full":
      return state.waitlist
        ? { icon: CircleCheck, tone: "ok", title: TESTER_LINK_PROBLEM_TITLE.full, body: <WaitlistPlace standing={state.waitlist} /> }
        : {
            icon: Clock,
            tone: "warn",
            title: TESTER_LINK_PROBLEM_TITLE.full,
            body: <p>Every early-tester spot went to someone who confirmed before you, or the programme has closed. Press the button to confirm your address and take a place on the waitlist: we invite people from it as spots open.</p>,
          };
    case "confirmed":
      return {
        icon: CircleCheck,
        tone: "ok",
        title: `You are early tester #${state.slot}`,
        body: (
          <>
            <p>Your tester spot is confirmed. We have sent you a welcome e-mail with your rewards:</p>
            <ul className="mt-3 space-y-1">
              {TESTER_REWARDS.map((reward) => (
                <li key={reward} className="bg-background rounded-lg border px-4 py-2 text-sm font-medium">
                  {reward}
                </li>
              ))}
            </ul>
          </>
        ),
      };
    case "expired":
      return {
        icon: Clock,
        tone: "warn",
        title: TESTER_LINK_PROBLEM_TITLE.expired,
        body: (
          <>
            <p>The link was not used in time, so it confirms nothing now.</p>
            <p className="mt-3 font-medium" data-testid="slots-free">
              {state.slotsFree > 0
                ? `${state.slotsFree} tester ${state.slotsFree === 1 ? "spot is" : "spots are"} still free: send the feedback form again with your e-mail address for a new link.`
                : "No tester spot is free at the moment: the programme is full or closed."}
            </p>
          </>
        ),
        cta: state.slotsFree > 0 ? FORM : undefined,
      };
    case "replaced":
      return {
        icon: Link2Off,
        tone: "warn",
        title: TESTER_LINK_PROBLEM_TITLE.replaced,
        body: <p>A newer confirmation e-mail was sent to you since, and only its link works. Open the latest e-mail from us and use the link in it.</p>,
      };
    case "revoked":
      return {
        icon: ShieldX,
        tone: "bad",
        title: TESTER_LINK_PROBLEM_TITLE.revoked,
        body: (
          <p>
            This address&apos;s tester spot was withdrawn under the programme&apos;s terms. If you think this is a mistake, write to{" "}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        ),
      };
    case "unknown":
      return {
        icon: Link2Off,
        tone: "bad",
        title: TESTER_LINK_PROBLEM_TITLE.unknown,
        body: <p>The link is genuine, but the feedback it belonged to was removed, and its request with it. You can send the feedback form again.</p>,
        cta: FORM,
      };
    case "forged":
      return {
        icon: ShieldX,
        tone: "bad",
        title: TESTER_LINK_PROBLEM_TITLE.forged,
        body: <p>We did not issue this link, or it was changed. Open the link exactly as it is in the e-mail we sent you.</p>,
      };
    case "malformed":
      return {
        icon: CircleAlert,
        tone: "bad",
        title: TESTER_LINK_PROBLEM_TITLE.malformed,
        body: <p>Part of the confirmation link is missing. Open it again from the e-mail, or copy the whole address into your browser, up to its last character.</p>,
      };
  }
}

const TONE = {
  ok: "text-emerald-600 dark:text-emerald-400",
  warn: "text-amber-600 dark:text-amber-400",
  bad: "text-destructive dark:text-red-400",
};

/**
 * The confirmation page (/tester/confirm), one view per state of the link. `confirm` is the
 * "Confirm" button, which the page gives while the link can still confirm the spot.
 */
export function ConfirmResult({ state, contactEmail, confirm }: { state: ConfirmPageState; contactEmail: string; confirm?: ReactNode }) {
  const view = viewOf(state, contactEmail);
  const Icon = view.icon;
  return (
    <section className="bg-card mx-auto max-w-xl rounded-2xl border p-6 sm:p-10" data-testid="tester-confirm" data-state={state.kind}>
      <Icon className={`size-10 ${TONE[view.tone]}`} aria-hidden />
      <p className="text-muted-foreground mt-4 text-sm font-medium tracking-wide uppercase">Early-tester programme</p>
      <h1 className="font-heading mt-1 text-2xl font-bold sm:text-3xl">{view.title}</h1>
      <div className="[&_a]:text-primary dark:[&_a]:text-[color-mix(in_oklab,var(--primary),white_45%)] mt-4 leading-relaxed [&_a]:underline">{view.body}</div>
      <div className="mt-8 flex flex-wrap items-start gap-3">
        {confirm}
        {view.cta ? (
          <Link href={view.cta.href} prefetch={false} className={buttonVariants({ size: "lg" })}>
            {view.cta.label}
          </Link>
        ) : null}
        <Link href="/terms#tester-programme" prefetch={false} className={buttonVariants({ size: "lg", variant: view.cta || confirm ? "outline" : "default" })}>
          Programme terms
        </Link>
      </div>
    </section>
  );
}
