import { test } from "@playwright/test";
import { openEditor } from "./support/editor";

// Not an assertion suite: screenshots of the editor for a human look (desktop and phone).
test("editor screenshots", async ({ page, context }, testInfo) => {
  await openEditor(context, page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: testInfo.outputPath("editor-desktop.png") });
  await page.getByRole("tab", { name: "Design" }).click();
  await page.screenshot({ path: testInfo.outputPath("editor-design.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: testInfo.outputPath("editor-phone.png") });
});
