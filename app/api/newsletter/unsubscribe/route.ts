import { oneClickRoutes } from "@/lib/api/one-click";
import { newsletterLinkMember, unsubscribeByLink } from "@/lib/newsletter/link-member";
import { NEWSLETTER_LINK_INVALID } from "@/lib/newsletter/texts";

export const dynamic = "force-dynamic";

// POST /api/newsletter/unsubscribe?token=…: a newsletter's List-Unsubscribe target (RFC 8058
// one-click, and the unsubscribe page's button); GET lands on that page. The link's signature is
// checked before anything is looked up (newsletterLinkMember).
const routes = oneClickRoutes({
  verify: (token) => (typeof token === "string" ? token : null),
  apply: async (token) => {
    const member = await newsletterLinkMember(token);
    if (!member) return null;
    await unsubscribeByLink(member);
    return "You are unsubscribed from the newsletter.";
  },
  invalid: NEWSLETTER_LINK_INVALID,
  page: "/newsletter/unsubscribe",
});
export const POST = routes.POST;
export const GET = routes.GET;
