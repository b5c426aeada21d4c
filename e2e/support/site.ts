import { expect, type Browser } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ELEMENTS } from "../../lib/site/elements";
import { loginAsAdmin, unlockGates } from "./admin";

/**
 * Puts every editor element (and the custom CSS) back to its default through the real save call,
 * so that specs which edit the site leave the visitor's pages as the other specs expect them.
 */
export async function resetSiteContent(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  try {
    await loginAsAdmin(context);
    await unlockGates(context.request);
    const elements = [...ELEMENTS.map(({ id, type, content }) => ({ id, type, content })), { id: "custom-css", type: "text", content: "" }];
    const saved = await context.request.post("/api/admin/visual-editor/save", { data: { elements }, headers: { Origin: baseURL } });
    expect(saved.status(), await saved.text()).toBe(200);
    const discarded = await context.request.delete("/api/admin/visual-editor/draft", { headers: { Origin: baseURL } });
    expect(discarded.status(), await discarded.text()).toBe(200);
  } finally {
    await context.close();
  }
}
