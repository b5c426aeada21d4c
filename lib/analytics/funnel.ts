import { HERO_FEEDBACK_TEXT } from "@/lib/config";
import { ELEMENTS_BY_ID } from "@/lib/site/elements";
import type { AnalyticsEventName, CtaId } from "@/lib/validation/events";

/** Human labels for the events and call-to-action ids the dashboard lists. */
export const EVENT_LABELS: Record<AnalyticsEventName, string> = {
  feedback_submit: "Feedback submitted",
  prototype_test: "Prototype tested",
  feature_suggest: "Feature suggested",
  theme_toggle: "Theme switched",
  cta_click: "Call to action clicked",
  feedback_open: "Feedback form opened",
  tester_reserved: "Tester slot reserved",
  tester_confirmed: "Tester slot confirmed",
  waitlist_joined: "Joined the waitlist",
};
/** Each call to action as its button reads on the site (the prototype button by its default text). */
export const CTA_LABELS: Record<CtaId, string> = {
  hero_prototype_button: `Hero: ${ELEMENTS_BY_ID.get("cta-button")?.content ?? "Try the Prototype"}`,
  hero_feedback_button: `Hero: ${HERO_FEEDBACK_TEXT}`,
};

export const SUBMISSION_LABELS: Record<"feedback" | "suggestions" | "contact", string> = {
  feedback: "Feedback",
  suggestions: "Feature requests",
  contact: "Contact messages",
};

export function eventLabel(name: string, ctaId?: string | null): string {
  const base = EVENT_LABELS[name as AnalyticsEventName] ?? name;
  if (!ctaId) return base;
  return `${base}: ${CTA_LABELS[ctaId as CtaId] ?? ctaId}`;
}

/**
 * The funnel from a visit to a tester. Each step after the first counts the distinct visitors
 * (per day) with its event; "submitted", "reserved" and "confirmed" are recorded by the server
 * where they happen (POST /api/feedback, POST /api/tester/confirm), never taken from a client.
 */
export const FUNNEL_STEPS = [
  { key: "visitors", label: "Visitors", short: "Visitors", event: null },
  {
    key: "form_opened",
    label: "Opened the feedback form",
    short: "Opened form",
    event: "feedback_open",
  },
  { key: "submitted", label: "Submitted feedback", short: "Submitted", event: "feedback_submit" },
  { key: "reserved", label: "Reserved a tester slot", short: "Reserved", event: "tester_reserved" },
  { key: "confirmed", label: "Confirmed tester", short: "Confirmed", event: "tester_confirmed" },
] as const satisfies readonly {
  key: string;
  label: string;
  short: string;
  event: AnalyticsEventName | null;
}[];

export type FunnelStep = {
  key: string;
  label: string;
  short: string;
  visitors: number;
  rate: number;
};

/** Visitors per step and each step's share of the first. */
export function buildFunnel(
  visitors: number,
  eventVisitors: (event: string) => number,
): FunnelStep[] {
  return FUNNEL_STEPS.map((step) => {
    const count = step.event === null ? visitors : eventVisitors(step.event);
    return {
      key: step.key,
      label: step.label,
      short: step.short,
      visitors: count,
      rate: visitors > 0 ? count / visitors : 0,
    };
  });
}
