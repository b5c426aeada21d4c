import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { getUpload } from "@/lib/data/uploads";
import { UPLOAD_NAME } from "@/lib/site/images";

// GET /uploads/{name}: an image uploaded in the visual editor. Names are content hashes, so the
// answer never changes: cached for a year, immutable.
export const GET = apiHandler({}, async ({ params }) => {
  const name = typeof params.name === "string" ? params.name : "";
  if (!UPLOAD_NAME.test(name)) throw notFound("Image");
  const upload = await getUpload(name);
  if (!upload) throw notFound("Image");
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      "Content-Type": upload.contentType,
      "Content-Length": String(upload.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
