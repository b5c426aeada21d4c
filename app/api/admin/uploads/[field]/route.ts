import { NextResponse } from "next/server";
import { MAX_IMAGE_REQUEST_BYTES } from "@/app/api/admin/uploads/route";
import { ApiError, notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { storeImageUpload } from "@/lib/uploads/image-upload";

// The form fields an image is uploaded for: a post's cover (blog form) and the author's avatar
// (settings). Neither needs the visual editor's gate: the post and profile calls do not either.
const FIELDS = new Set(["cover", "avatar"]);
// A photo a few times over the limit still reaches the handler, so the form hears which field was
// too large (400 with the field); a request beyond this is cut off with the generic 413.
const MAX_REQUEST_BYTES = 4 * MAX_IMAGE_REQUEST_BYTES;

// POST /api/admin/uploads/{cover|avatar} (multipart, field "file"): the same checks and storage
// as the editor's uploads; a refused file is a 400 that names the form field, for the form.
export const POST = apiHandler({ admin: true, accepts: "multipart", maxBodyBytes: MAX_REQUEST_BYTES }, async ({ params, form }) => {
  const field = typeof params.field === "string" ? params.field : "";
  if (!FIELDS.has(field)) throw notFound("Upload field");
  const stored = await storeImageUpload(form?.get("file"));
  if ("problem" in stored) throw new ApiError("bad_request", stored.message, { [field]: stored.message });
  return NextResponse.json({ success: true, ...stored }, { status: 201 });
});
