import { afterEach, describe, expect, it, vi } from "vitest";
import { headerValue, logLine } from "@/lib/security/header-value";
import { logger } from "@/lib/logger";

describe("header values and log lines stay on one line", () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns CR, LF and the Unicode line breaks of a header value into one space and drops other controls", () => {
    expect(headerValue("Hello\r\nBcc: victim@example.com")).toBe("Hello Bcc: victim@example.com");
    expect(headerValue("a\rb\nc\u2028d\u2029e\u0085f")).toBe("a b c d e f");
    expect(headerValue("tab\there\u0007")).toBe("tabhere");
    expect(headerValue("  plain subject ")).toBe("plain subject");
  });

  it("escapes line breaks and controls in log text", () => {
    expect(logLine('subject "x"\r\n[email] forged line')).toBe('subject "x"\\r\\n[email] forged line');
    expect(logLine("\u001b[31mred")).toBe("\\u001b[31mred");
    expect(logLine("fine")).toBe("fine");
  });

  it("the logger writes user text on one line, but keeps an error's stack", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logger.info('[email:log] "Hi\r\nINFO admin logged in"', "second\nargument");
    expect(info).toHaveBeenCalledWith('[email:log] "Hi\\r\\nINFO admin logged in"', "second\\nargument");
    const cause = new Error("boom");
    logger.error("failed\nhere", cause);
    expect(error).toHaveBeenCalledWith("failed\\nhere", cause);
  });
});
