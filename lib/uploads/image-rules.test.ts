import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@/lib/config";
import { IMAGE_UPLOAD_MESSAGES, imageFileProblem } from "@/lib/uploads/image-rules";

describe("imageFileProblem (the form's check before uploading)", () => {
  it("accepts PNG, JPEG and WebP up to the limit", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp"]) expect(imageFileProblem({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it("names the problem the server would name: type, size, empty", () => {
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe(IMAGE_UPLOAD_MESSAGES.type);
    expect(imageFileProblem({ type: "image/gif", size: 10 })).toBe("File must be a PNG, JPEG or WebP image");
    expect(imageFileProblem({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toBe("Image must be at most 2 MB");
    expect(imageFileProblem({ type: "image/png", size: 0 })).toBe(IMAGE_UPLOAD_MESSAGES.missing);
  });
});
