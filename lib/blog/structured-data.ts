// schema.org JSON-LD for the blog's pages (issue 19): BlogPosting with its author as a Person,
// BreadcrumbList, and the author's ProfilePage. Plain functions of plain data, so their shapes
// are unit-tested here and checked again in the production server's HTML.
import { siteUrl } from "@/lib/env";

export type LdAuthor = { name: string; bio: string; avatar: string | null; url: string };
export type LdPost = {
  slug: string;
  title: string;
  description: string;
  image: string;
  publishedAt: Date | null;
  updatedAt: Date;
  tags: string[];
  wordCount: number;
};

/** An absolute URL for a site path (uploads, pages); other URLs as they are. */
export const absoluteUrl = (url: string) => (url.startsWith("/") ? `${siteUrl}${url}` : url);

export function personLd(author: LdAuthor) {
  return {
    "@type": "Person",
    name: author.name,
    url: author.url,
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.avatar ? { image: absoluteUrl(author.avatar) } : {}),
  };
}

export function blogPostingLd(post: LdPost, author: LdAuthor, siteName: string) {
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(post.image)],
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: personLd(author),
    publisher: { "@type": "Organization", name: siteName, logo: { "@type": "ImageObject", url: `${siteUrl}/icon.svg` } },
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
  };
}

/** Home › ... : each crumb a name and a site path; the last one is the page itself. */
export function breadcrumbLd(crumbs: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/** Home › Blog › this page (articles, tag archives, the author page). */
export const blogBreadcrumbLd = (page: { name: string; path: string }) =>
  breadcrumbLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }, page]);

export function profilePageLd(author: LdAuthor) {
  return { "@context": "https://schema.org", "@type": "ProfilePage", url: author.url, mainEntity: personLd(author) };
}
