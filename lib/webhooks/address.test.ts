import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPrivateAddress, parseWebhookUrl } from "@/lib/webhooks/address";

describe("webhook addresses", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.100.100.200", "0.0.0.0", "::1", "::", "fe80::1", "fd00:ec2::254", "fc00::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe", "64:ff9b::7f00:1", "not-an-ip"])(
    "refuses %s",
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );

  it.each(["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"])("allows %s", (address) => expect(isPrivateAddress(address)).toBe(false));

  it("refuses other schemes and credentials", () => {
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "gopher://example.com", "javascript:alert(1)", "nope"]) expect(() => parseWebhookUrl(url)).toThrow();
    expect(() => parseWebhookUrl("https://user:pass@example.com/")).toThrow();
  });

  it("refuses hosts written to hide a private address, unless private addresses are allowed", async () => {
    for (const url of ["http://2130706433/", "http://0x7f.1/", "http://[::ffff:127.0.0.1]/", "http://127.1/", "http://[::1]:8080/"]) {
      await expect(checkWebhookUrl(url, false)).rejects.toThrow(/loopback/);
    }
    await expect(checkWebhookUrl("http://127.0.0.1:9/hook", true)).resolves.toBeInstanceOf(URL);
  });
});
