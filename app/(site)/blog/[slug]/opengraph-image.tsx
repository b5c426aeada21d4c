import { ImageResponse } from "next/og";
import { getBlogEnabled, getPublicPost } from "@/lib/blog/queries";
import { formatPostDate } from "@/lib/blog/format";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

// Per-article Open Graph image. next/og ships its own font, so this works with no network.
export const alt = "Blog article";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
// Rendered on the first request for a post, then cached like the article (revalidated with it).
export const dynamic = "force-static";

export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = (await getBlogEnabled()) ? await getPublicPost(slug) : null;
  if (!post) return new Response("Not found", { status: 404 });
  const siteName = text(await getSiteContent(), "site-title");
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #eff6ff 0%, #ffffff 60%)", color: "#0f172a" }}>
        <div style={{ display: "flex", fontSize: 32, fontWeight: 700, color: "#2563eb" }}>{`${siteName} Blog`}</div>
        <div style={{ display: "flex", fontSize: post.title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{post.title}</div>
        <div style={{ display: "flex", fontSize: 28, color: "#475569" }}>{`${post.author} · ${formatPostDate(post.publishedAt)}`}</div>
      </div>
    ),
    size,
  );
}
