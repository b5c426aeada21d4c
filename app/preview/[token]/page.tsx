import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostPreview } from "@/components/preview/post-preview";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { LandingPage } from "@/components/site/landing-page";
import { getPostById } from "@/lib/data/blog";
import { openPreviewLink } from "@/lib/data/preview-links";
import { getDraftSiteContent } from "@/lib/data/site";
import { siteCssOverride } from "@/lib/site/css";
import { sanitizeCustomCss } from "@/lib/site/custom-css";
import { text } from "@/lib/site/elements";

type Props = { params: Promise<{ token: string }> };

// Rendered for every request, never cached (Next marks it private, no-store) and never indexed
// (the robots meta here, X-Robots-Tag from proxy.ts); not in the sitemap or the feed.
export const dynamic = "force-dynamic";

async function open(token: string) {
  const link = await openPreviewLink(token);
  if (!link) return null;
  if (link.kind === "site") return { link, site: await getDraftSiteContent(), post: null };
  const post = link.postId ? await getPostById(link.postId) : null;
  return post ? { link, site: null, post } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const opened = await open((await params).token);
  const robots = { index: false, follow: false, nocache: true };
  if (!opened) return { title: "Preview not available", robots };
  const title = opened.post ? `Preview: ${opened.post.title}` : `Preview: ${text(opened.site!, "page-title")}`;
  return { title: { absolute: title }, robots, alternates: { canonical: null } };
}

// GET /preview/{token}: the draft site, or a post as saved, for whoever holds a live link.
export default async function PreviewPage({ params }: Props) {
  const opened = await open((await params).token);
  if (!opened) notFound();
  if (opened.post) {
    return (
      <>
        <PreviewBanner what={opened.post.status === "published" ? "A blog post as saved." : "An unpublished blog post."} expiresAt={opened.link.expiresAt} />
        <PostPreview post={opened.post} />
      </>
    );
  }
  const site = opened.site!;
  const customCss = sanitizeCustomCss(site.customCss);
  return (
    <>
      {/* The draft's design (colours, fonts, sizes) for the whole page, over the published one. */}
      <style dangerouslySetInnerHTML={{ __html: siteCssOverride(site) }} />
      <PreviewBanner what="The site with its unpublished changes." expiresAt={opened.link.expiresAt} />
      <LandingPage content={site} />
      {customCss ? <style dangerouslySetInnerHTML={{ __html: customCss }} /> : null}
    </>
  );
}
