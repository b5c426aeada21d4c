import { describe, expect, it } from "vitest";
import { isRelayEmail } from "@/lib/testers/relays";
import { isSequenceOf, numberedStem, referralFlags } from "@/lib/waitlist/flags";
import { networkOf } from "@/lib/waitlist/network";
import { rankOf } from "@/lib/waitlist/place";

describe("rankOf", () => {
  it("moves a member boost places per referral, and a referrer ahead of whom they draw level with", () => {
    expect(rankOf(12n, 0, 5)).toBe(24n);
    expect(rankOf(12n, 1, 5)).toBe(13n);
    // Seq 7 with no referral (14) comes after seq 12 with one (13); seq 6 (12) before it.
    expect(rankOf(12n, 1, 5) < rankOf(7n, 0, 5) && rankOf(6n, 0, 5) < rankOf(12n, 1, 5)).toBe(true);
    expect(rankOf(12n, 3, 0)).toBe(23n);
  });
});

describe("networkOf", () => {
  it("is the /24 of IPv4 and the /48 of IPv6", () => {
    expect(networkOf("198.51.100.77")).toBe("198.51.100.0/24");
    expect(networkOf("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(networkOf("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(networkOf("2001:0db8:ABCD:0012:0000:0000:0000:0001")).toBe("2001:db8:abcd::/48");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("unknown")).toBeNull();
  });
});

describe("referral flags", () => {
  const none = { visitorHash: null, network: null };
  const flags = (email: string, related: string[] = []) => referralFlags({ email, emailKey: email, ...none }, none, related);

  it("names each reason", () => {
    expect(flags("a@example.com")).toEqual([]);
    expect(flags("a@mailinator.com")).toEqual(["disposable"]);
    for (const relay of ["x@privaterelay.appleid.com", "x@slmail.me", "x@passmail.net", "x@duck.com", "x@mozmail.com", "x@sub.simplelogin.com"]) expect(flags(relay)).toEqual(["relay"]);
    expect(flags("ann2@example.com", ["ann1@example.com"])).toEqual(["sequence"]);
    const same = { visitorHash: "42", network: "198.51.100.0/24" };
    expect(referralFlags({ email: "b@example.com", emailKey: "b@example.com", ...same }, same, [])).toEqual(["same_visitor", "same_network"]);
  });

  it("a sequence is the same stem and domain with another number", () => {
    expect(numberedStem("name12@x.com")).toEqual({ stem: "name", number: "12", domain: "x.com" });
    expect(numberedStem("12@x.com")).toBeNull();
    expect(numberedStem("name@x.com")).toBeNull();
    expect(isSequenceOf("name2@x.com", "name1@x.com")).toBe(true);
    expect(isSequenceOf("name1@x.com", "name1@x.com")).toBe(false);
    expect(isSequenceOf("name2@x.com", "name1@y.com")).toBe(false);
    expect(isSequenceOf("name2@x.com", "name@x.com")).toBe(false);
  });

  it("relay domains match themselves and their subdomains only", () => {
    expect(isRelayEmail("a@duck.com")).toBe(true);
    expect(isRelayEmail("a@notduck.com")).toBe(false);
  });
});
