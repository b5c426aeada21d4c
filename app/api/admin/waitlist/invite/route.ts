import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { inviteFromWaitlist } from "@/lib/waitlist/invites";
import { waitlistInviteSchema } from "@/lib/validation/waitlist-admin";

// POST /api/admin/waitlist/invite {mode: "cap"|"codes", count | memberIds}: invites the next
// `count` waiting members, or the selected ones still waiting. "cap" raises the cap and gives each
// a tester slot now; "codes" e-mails each an invite code valid for the settings' invite days.
export const POST = apiHandler({ admin: true, schema: waitlistInviteSchema }, async ({ req, body, admin }) => {
  const target = body.memberIds ? { memberIds: body.memberIds } : { count: body.count! };
  const outcome = await inviteFromWaitlist(target, body.mode, admin.username);
  const how = body.mode === "cap" ? `slots given, cap now ${outcome.cap ?? "unchanged"}` : "invite codes sent";
  const which = body.memberIds ? `${body.memberIds.length} selected` : `the next ${body.count}`;
  await logActivity({ action: "waitlist_invited", detail: `Invited ${outcome.invited.length} of ${which} from the waitlist: ${how}`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ success: true, ...outcome });
});
