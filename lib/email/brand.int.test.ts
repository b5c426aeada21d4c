import { beforeAll, describe, expect, it } from "vitest";
import { GET as brandImage } from "@/app/brand/[...path]/route";
import { db } from "@/lib/db";
import { memberSignIn, testerConfirmation } from "@/lib/email/messages";
import { request, resetDatabase } from "@/tests/integration/helpers";

/** Publishes a revision whose primary colour is `primary` (what 'Save Changes' leaves behind). */
const publishPrimary = (primary: string) => db.siteRevision.create({ data: { elements: { "primary-color": primary }, changed: ["primary-color"] } });
const image = (path: string) => brandImage(request(path), { params: Promise.resolve({ path: path.split("?")[0]!.split("/").slice(2) }) });

beforeAll(resetDatabase);

describe("the brand colour beyond the page's CSS", () => {
  it("draws e-mails' buttons and frame in the published primary colour, with text that reads on it", async () => {
    const before = await memberSignIn("a@example.com", { signInUrl: "https://x.example/s", minutes: 15 });
    expect(before.html).toContain("#2563eb");
    await publishPrimary("#FDE047");
    const after = await memberSignIn("a@example.com", { signInUrl: "https://x.example/s", minutes: 15 });
    expect(after.html).not.toContain("#2563eb");
    expect(after.html).toMatch(/background-color:#fde047;[^"]*color:#000000/);
    expect(after.html).toContain("border-top:4px solid #fde047");
    const confirmation = await testerConfirmation("a@example.com", { confirmUrl: "https://x.example/c", hours: 48, termsUrl: "https://x.example/terms" });
    expect(confirmation.html).toContain("#fde047");
  });

  it("serves the bundled drawings redrawn in the published colour, and nothing for another colour", async () => {
    await publishPrimary("#ea580c");
    const hero = await image("/brand/hero.svg?v=ea580c");
    expect(hero.status).toBe(200);
    expect(hero.headers.get("content-type")).toContain("image/svg+xml");
    expect(hero.headers.get("cache-control")).toContain("immutable");
    const svg = await hero.text();
    expect(svg).toContain("#ea580c");
    expect(svg).not.toContain("#2563eb");
    expect((await image("/brand/screens/screen-04.svg?v=ea580c")).status).toBe(200);
    expect((await image("/brand/hero.svg?v=123456")).status).toBe(404);
    expect((await image("/brand/logo-light.svg?v=ea580c")).status).toBe(404);
    expect((await image("/brand/..%2F..%2Fpackage.json?v=ea580c")).status).toBe(404);
  });
});
