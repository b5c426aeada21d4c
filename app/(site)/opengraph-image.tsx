import { ImageResponse } from "next/og";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

// The landing page's Open Graph image, made like the articles' (blog/[slug]/opengraph-image.tsx):
// the site title and the hero heading, from the published site content.
export const alt = "StepWise";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
// Cached like the page; a site save revalidates it with everything else.
export const dynamic = "force-static";

export default async function OpenGraphImage() {
  const content = await getSiteContent();
  const heading = text(content, "hero-heading");
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #eff6ff 0%, #ffffff 60%)", color: "#0f172a" }}>
        <div style={{ display: "flex", fontSize: 40, fontWeight: 700, color: "#2563eb" }}>{text(content, "site-title")}</div>
        <div style={{ display: "flex", fontSize: heading.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{heading}</div>
        <div style={{ display: "flex", fontSize: 28, color: "#475569" }}>{text(content, "meta-description").slice(0, 140)}</div>
      </div>
    ),
    size,
  );
}
