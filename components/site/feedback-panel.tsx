"use client";

import { Gift, Lock } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { FormLoading } from "@/components/site/form-loading";
import { lazyComponent } from "@/components/site/lazy-component";
import { preloadProps } from "@/lib/load-once";
import { useProgramStatus, type ProgramStatus } from "@/components/site/use-program-status";
import { WhenNear } from "@/components/site/when-near";
import { PlainButton } from "@/components/ui/plain-button";
import { NAV_SCROLL_OFFSET_PX, TESTER_REWARDS } from "@/lib/config";

// The forms (react-hook-form + zod) are not in the page until opened; their code loads when the
// open button is pointed at or focused, so opening feels instant.
const feedbackForm = lazyComponent(() => import("@/components/forms/feedback-form").then((m) => m.FeedbackForm));
const suggestionForm = lazyComponent(() => import("@/components/forms/suggestion-form").then((m) => m.SuggestionForm));
// Shown only while the programme is closed, and loaded only then, once the banner nears the
// viewport: the section is far down the page, and the form brings react-hook-form and zod.
const waitlistForm = lazyComponent(() => import("@/components/waitlist/join-form").then((m) => m.WaitlistJoinForm));

/** Rewards banner, programme state and the two collapsed forms of the feedback section. */
export function FeedbackPanel({ initial }: { initial: ProgramStatus }) {
  const { status, refresh } = useProgramStatus(initial);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [suggestionOpen, setSuggestionOpen] = useState(false);
  const feedbackArea = useRef<HTMLDivElement>(null);

  const getStarted = () => {
    setFeedbackOpen(true);
    requestAnimationFrame(() => {
      const el = feedbackArea.current;
      if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - NAV_SCROLL_OFFSET_PX, behavior: "smooth" });
    });
  };

  return (
    <div className="space-y-10">
      <div className="border-primary/30 bg-primary/5 rounded-2xl border p-6 sm:p-8" data-testid="rewards-banner">
        <div className="flex items-center gap-3">
          <Gift className="text-primary size-7" aria-hidden />
          <h3 className="font-heading text-xl font-bold">Early Tester Rewards</h3>
        </div>
        <p className="mt-3">
          The first {status.cap} testers who complete the feedback form with their e-mail address get:
        </p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {TESTER_REWARDS.map((reward) => (
            <li key={reward} className="bg-background rounded-lg border px-4 py-3 text-sm font-medium">
              {reward}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-3 text-sm">
          The programme ends when {status.cap} spots are claimed or on {status.deadlineText}, whichever comes first.
        </p>
        {status.live ? (
          <p className="mt-3 font-semibold" data-testid="live-count" aria-live="polite">
            {status.count} of {status.cap} tester spots claimed
          </p>
        ) : null}
        {status.open ? null : (
          <p role="status" className="bg-muted mt-4 flex items-center gap-2 rounded-lg px-4 py-3 font-semibold">
            <Lock className="size-4" aria-hidden /> Program Closed
          </p>
        )}
        <PlainButton size="lg" className="mt-5" disabled={!status.open} {...preloadProps(feedbackForm.preload)} onClick={getStarted}>
          {status.open ? "Get Started" : "Program Closed"}
        </PlainButton>
        {status.open ? null : (
          <div className="bg-background mt-6 rounded-xl border p-5" data-testid="waitlist-banner">
            <h4 className="font-heading text-lg font-semibold">Join the waitlist</h4>
            <p className="text-muted-foreground mt-1 max-w-2xl text-sm">
              We invite people from the waitlist as spots open. Confirm your address to get your place in line and a link to share: each friend who joins through it moves you up.
            </p>
            {/* The form's own height (label, field, button, status line): on a phone, 92 px of
                shift when it arrived moved whatever the visitor was scrolling to. */}
            <WhenNear fallback={<FormLoading className="mt-4 min-h-36 max-w-md px-0 py-2" />}>
              <waitlistForm.Component />
            </WhenNear>
          </div>
        )}
      </div>

      {/* Each card as tall as its own content: an open form does not stretch the other one. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div ref={feedbackArea} className="bg-card rounded-2xl border p-6">
          <h3 className="font-heading text-xl font-semibold">Feedback Form</h3>
          <p className="text-muted-foreground mt-1 text-sm">Tell us what worked and what did not. Fields marked * are required.</p>
          <PlainButton className="mt-4" variant={feedbackOpen ? "outline" : "default"} aria-expanded={feedbackOpen} aria-controls="feedback-form-area" {...preloadProps(feedbackForm.preload)} onClick={() => setFeedbackOpen((o) => !o)}>
            {feedbackOpen ? "Close Feedback Form" : "Open Feedback Form"}
          </PlainButton>
          <div id="feedback-form-area">{feedbackOpen ? (
              <Suspense fallback={<FormLoading />}>
                <feedbackForm.Component onSubmitted={() => void refresh()} />
              </Suspense>
            ) : null}</div>
        </div>
        <div className="bg-card rounded-2xl border p-6">
          <h3 className="font-heading text-xl font-semibold">Suggest a Feature</h3>
          <p className="text-muted-foreground mt-1 text-sm">Missing something? Describe the feature you would like to see.</p>
          <PlainButton className="mt-4" variant={suggestionOpen ? "outline" : "default"} aria-expanded={suggestionOpen} aria-controls="suggestion-form-area" {...preloadProps(suggestionForm.preload)} onClick={() => setSuggestionOpen((o) => !o)}>
            {suggestionOpen ? "Close Feature Suggestion Form" : "Open Feature Suggestion Form"}
          </PlainButton>
          <div id="suggestion-form-area">{suggestionOpen ? (
              <Suspense fallback={<FormLoading />}>
                <suggestionForm.Component />
              </Suspense>
            ) : null}</div>
        </div>
      </div>
    </div>
  );
}
