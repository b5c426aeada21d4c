import { expect, type APIRequestContext } from "@playwright/test";

/** What a mail scanner or a link preview does with an e-mailed link: HEAD and GET it, with no browser. */
export async function scan(request: APIRequestContext, link: string) {
  expect((await request.head(link)).status()).toBe(200);
  const got = await request.get(link);
  expect(got.status()).toBe(200);
  expect(got.headers()["set-cookie"]).toBeUndefined();
}
