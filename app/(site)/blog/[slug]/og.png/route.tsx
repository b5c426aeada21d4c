import { ImageResponse } from "next/og";
import { getAuthor } from "@/lib/blog/author";
import { formatPostDate } from "@/lib/blog/format";
import { getBlogEnabled, getPublicPost } from "@/lib/blog/queries";
import { GENERATED_IMAGE_SIZE } from "@/lib/blog/urls";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

// The share image generated for an article, the og:image of posts without a cover. A route of
// its own (not opengraph-image.tsx): Next lets that file convention override the page's
// openGraph.images, and a post's cover must win. next/og ships its own font: no network needed.
// Rendered on the first request for a post, then cached like the article (revalidated with it).
export const dynamic = "force-static";

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = (await getBlogEnabled()) ? await getPublicPost(slug) : null;
  if (!post) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const [content, author] = await Promise.all([getSiteContent(), getAuthor()]);
  const siteName = text(content, "site-title");
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #eff6ff 0%, #ffffff 60%)", color: "#0f172a" }}>
        <div style={{ display: "flex", fontSize: 32, fontWeight: 700, color: "#2563eb" }}>{`${siteName} Blog`}</div>
        <div style={{ display: "flex", fontSize: post.title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{post.title}</div>
        <div style={{ display: "flex", fontSize: 28, color: "#475569" }}>{`${author.name} · ${formatPostDate(post.publishedAt)}`}</div>
      </div>
    ),
    GENERATED_IMAGE_SIZE,
  );
}
