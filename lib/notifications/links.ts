import { siteUrl } from "@/lib/env";
import type { EventKind } from "@/lib/validation/notifications";

// Where the owner looks at each kind of event: the link in its e-mail and chat message.
const PATHS: Record<EventKind | "test", string> = {
  feedback: "/admin?tab=feedback",
  suggestion: "/admin?tab=suggestions",
  contact: "/admin?tab=contact",
  tester_confirmed: "/admin/testers",
  waitlist_joined: "/admin/waitlist",
  idea_votes: "/admin?tab=suggestions",
  email_failing: "/email-status",
  test: "/admin/settings",
};

export const adminLinkFor = (kind: EventKind | "test") => `${siteUrl}${PATHS[kind]}`;
