import { FeedbackPanel } from "@/components/site/feedback-panel";
import type { ProgramStatus } from "@/components/site/use-program-status";

/** Feedback: the early-tester rewards, the feedback form and the feature-suggestion form. */
export function FeedbackSection({ initial }: { initial: ProgramStatus }) {
  return (
    <section id="feedback" aria-labelledby="feedback-heading" className="site-section">
      <div className="site-container">
        <h2 id="feedback-heading" className="font-heading text-center font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
          Share Your Feedback
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 mb-10 max-w-2xl text-center">
          You have seen the prototype: now help shape the app. Every answer is read by the team.
        </p>
        <FeedbackPanel initial={initial} />
      </div>
    </section>
  );
}
