import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostStatusBadge } from "@/components/editor/post-status-badge";

const text = (post: Parameters<typeof PostStatusBadge>[0]["post"]) => renderToStaticMarkup(<PostStatusBadge post={post} />).replace(/<[^>]+>/g, "");

describe("a post's status in the admin lists", () => {
  it("says Scheduled with the time for a draft that will be published, Draft otherwise", () => {
    expect(text({ status: "draft", schedule: { publishAt: "2026-12-01T09:30:00.000Z", unpublishAt: null } })).toBe("Scheduled · 1 Dec 2026, 09:30 UTC");
    expect(text({ status: "draft", schedule: { publishAt: null, unpublishAt: null } })).toBe("Draft");
    expect(text({ status: "draft" })).toBe("Draft");
  });

  it("says until when a published post stays up", () => {
    expect(text({ status: "published", schedule: { publishAt: null, unpublishAt: "2026-12-24T18:00:00.000Z" } })).toBe("Published · until 24 Dec 2026, 18:00 UTC");
    expect(text({ status: "published" })).toBe("Published");
  });
});
