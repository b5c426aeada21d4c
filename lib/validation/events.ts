import { z } from "zod";
import { ANALYTICS_EVENTS, CTA_IDS, SERVER_EVENTS } from "@/lib/config";

/**
 * POST /api/events: an allow-listed event name and, for cta_click only, the button id.
 * Nothing else is accepted or stored: no personal data ever reaches the analytics.
 */
export const eventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENTS, { error: `Event name must be one of: ${ANALYTICS_EVENTS.join(", ")}` }),
    ctaId: z.enum(CTA_IDS, { error: `ctaId must be one of: ${CTA_IDS.join(", ")}` }).optional(),
  })
  .superRefine((event, ctx) => {
    if (event.name === "cta_click" && !event.ctaId) {
      ctx.addIssue({ code: "custom", path: ["ctaId"], message: "ctaId is required for cta_click" });
    }
    if (event.name !== "cta_click" && event.ctaId) {
      ctx.addIssue({ code: "custom", path: ["ctaId"], message: "ctaId is only allowed for cta_click" });
    }
  });

export type AnalyticsEventInput = z.infer<typeof eventSchema>;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export type CtaId = (typeof CTA_IDS)[number];
export type ServerEventName = (typeof SERVER_EVENTS)[number];
/** What a browser may send: everything but what the server records itself. */
export type ClientEventName = Exclude<AnalyticsEventName, ServerEventName>;
export const isServerEvent = (name: string): name is ServerEventName => (SERVER_EVENTS as readonly string[]).includes(name);
