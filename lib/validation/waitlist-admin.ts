import { z } from "zod";
import { listQuerySchema } from "@/lib/validation/admin";

// The waitlist's admin screen and invites. Limits live here once; the dialog and handlers share them.

export const WAITLIST_STATUSES = ["waiting", "invited", "tester"] as const;
export type WaitlistStatusFilter = (typeof WAITLIST_STATUSES)[number];
export const INVITE_MODES = ["cap", "codes"] as const;
/** The most members one invite batch takes: one transaction renders and queues an e-mail each. */
export const MAX_INVITE_BATCH = 500;

/** GET /api/admin/waitlist and its export: the line (waiting, by default), who is flagged, a search. */
export const waitlistQuerySchema = listQuerySchema.extend({
  status: z.enum(WAITLIST_STATUSES).catch("waiting"),
  flagged: z.enum(["yes"]).optional().catch(undefined),
});
export type WaitlistQuery = z.infer<typeof waitlistQuerySchema>;

/** POST /api/admin/waitlist/invite: the next `count` in line, or these members; and the mode. */
export const waitlistInviteSchema = z
  .object({
    mode: z.enum(INVITE_MODES, { message: "Choose how to invite: raise the cap or send invite codes" }),
    count: z.number().int().min(1, "Invite at least 1").max(MAX_INVITE_BATCH, `Invite at most ${MAX_INVITE_BATCH} at once`).optional(),
    memberIds: z.array(z.string().min(1).max(64)).min(1, "Select at least one member").max(MAX_INVITE_BATCH, `Select at most ${MAX_INVITE_BATCH}`).optional(),
  })
  .strict()
  .refine((v) => (v.count === undefined) !== (v.memberIds === undefined), { message: "Give either a number to invite or a selection", path: ["count"] });
export type WaitlistInviteInput = z.infer<typeof waitlistInviteSchema>;

/** POST /api/invite: the code, as typed or from the link (normalised by lib/waitlist/invite-code.ts). */
export const inviteCodeSchema = z.object({ code: z.string().trim().min(1, "Enter your invite code").max(64, "That is not an invite code") }).strict();
