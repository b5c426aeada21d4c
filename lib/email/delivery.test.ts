import { describe, expect, it } from "vitest";
import { deliveryState, LOGGED_PROVIDER_PREFIX } from "./delivery";

describe("deliveryState", () => {
  it("tells a message the log provider kept apart from one the provider accepted", () => {
    expect(deliveryState("sent", `${LOGGED_PROVIDER_PREFIX}contact-1`)).toBe("logged");
    expect(deliveryState("sent", null)).toBe("logged");
    expect(deliveryState("sent", "4ef1c3e0-resend-id")).toBe("sent");
    for (const status of ["queued", "sending", "failed"] as const) expect(deliveryState(status, null)).toBe(status);
  });
});
