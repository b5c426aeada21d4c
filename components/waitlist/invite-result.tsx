import { CircleCheck, Clock, KeyRound, Link2Off, ShieldX } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatSiteDate } from "@/lib/format/site-date";
import type { InviteState } from "@/lib/waitlist/invites";

type View = { icon: typeof CircleCheck; tone: "ok" | "warn" | "bad"; title: string; body: ReactNode };

const TONE = { ok: "text-emerald-600 dark:text-emerald-400", warn: "text-amber-600 dark:text-amber-400", bad: "text-destructive dark:text-red-400" };

function viewOf(state: InviteState | null): View {
  if (!state) return { icon: KeyRound, tone: "ok", title: "Accept your invite", body: <p>Type the code from your invite e-mail to take your early-tester spot.</p> };
  switch (state.kind) {
    case "ready":
      return {
        icon: KeyRound,
        tone: "ok",
        title: "You are invited to be an early tester",
        body: <p>Press the button to take your tester spot. Your invite is valid until {formatSiteDate(state.expiresAt, "dateTime")}; until you accept it, nothing is held for you.</p>,
      };
    case "accepted":
      return {
        icon: CircleCheck,
        tone: "ok",
        title: state.slot === null ? "This invite has been accepted" : `You are early tester #${state.slot}`,
        body: <p>Your invite is accepted. We have sent you a welcome e-mail with your rewards.</p>,
      };
    case "expired":
      return { icon: Clock, tone: "warn", title: "This invite has expired", body: <p>It was not accepted in time, so you are back in your place on the waitlist. We will write again when your turn comes.</p> };
    case "revoked":
      return { icon: ShieldX, tone: "bad", title: "This invite cannot be accepted", body: <p>This address&apos;s tester spot was withdrawn under the programme&apos;s terms.</p> };
    case "unknown":
      return { icon: Link2Off, tone: "bad", title: "This invite code is not valid", body: <p>Check it against your invite e-mail: the code has four groups of five letters and digits.</p> };
  }
}

/** The form that takes a typed code: a plain GET to this page, which then shows what the code would do. */
function CodeForm({ code }: { code?: string }) {
  return (
    <form method="get" action="/invite" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor="invite-code">Invite code</Label>
        <Input id="invite-code" name="code" defaultValue={code} required autoComplete="off" spellCheck={false} placeholder="XXXXX-XXXXX-XXXXX-XXXXX" className="font-mono uppercase" />
      </div>
      <button type="submit" className={buttonVariants({ size: "lg" })}>
        Check the code
      </button>
    </form>
  );
}

/** /invite: one view per state of the code; `accept` is the button while it can still be accepted. */
export function InviteResult({ state, code, accept }: { state: InviteState | null; code?: string; accept?: ReactNode }) {
  const view = viewOf(state);
  const Icon = view.icon;
  const typing = !state || state.kind === "unknown";
  return (
    <section className="bg-card mx-auto max-w-xl rounded-2xl border p-6 sm:p-10" data-testid="invite" data-state={state?.kind ?? "form"}>
      <Icon className={`size-10 ${TONE[view.tone]}`} aria-hidden />
      <p className="text-muted-foreground mt-4 text-sm font-medium tracking-wide uppercase">Early-tester programme</p>
      <h1 className="font-heading mt-1 text-2xl font-bold sm:text-3xl">{view.title}</h1>
      <div className="mt-4 leading-relaxed">{view.body}</div>
      {typing ? <CodeForm code={state ? code : undefined} /> : null}
      <div className="mt-8 flex flex-wrap items-start gap-3">
        {accept}
        <Link href="/terms#tester-programme" prefetch={false} className={buttonVariants({ size: "lg", variant: accept || typing ? "outline" : "default" })}>
          Programme terms
        </Link>
      </div>
    </section>
  );
}
