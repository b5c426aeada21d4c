import { oneClickRoutes } from "@/lib/api/one-click";
import { suppressAddress } from "@/lib/data/suppressions";
import { INVALID_UNSUBSCRIBE_MESSAGE, UNSUBSCRIBED_MESSAGE } from "@/lib/email/unsubscribe-texts";
import { verifyUnsubscribeToken } from "@/lib/email/unsubscribe";

export const dynamic = "force-dynamic";

// POST /api/unsubscribe?token=…: the List-Unsubscribe target of every e-mail to a visitor (RFC 8058
// one-click, and the confirm page's button). A bad token gets the same 400 whatever address it
// names: nothing is looked up before the signature holds. GET lands on the confirm page.
const routes = oneClickRoutes({
  verify: verifyUnsubscribeToken,
  apply: async (address) => {
    await suppressAddress(address, "link");
    return UNSUBSCRIBED_MESSAGE;
  },
  invalid: INVALID_UNSUBSCRIBE_MESSAGE,
  page: "/unsubscribe",
});
export const POST = routes.POST;
export const GET = routes.GET;
