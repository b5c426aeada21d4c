/** The list URL for a search and topic (shared by the server page and the client filters). */
export function blogHref({ q, tag }: { q?: string; tag?: string }) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** The one spelling of a tag, in posts and in URLs: "Laptops" and "laptops" are one archive. */
export const canonicalTag = (tag: string) => tag.toLowerCase();

/**
 * The archive URL for a tag URL in another casing (/blog/tag/Laptops/2 -> /blog/tag/laptops/2),
 * or null when the path is not a tag URL or already canonical. proxy.ts redirects to it (308).
 */
export function canonicalTagPath(pathname: string): string | null {
  const match = /^\/blog\/tag\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const tag = decodeSegment(match[1]!);
  const canonical = canonicalTag(tag);
  return tag === canonical ? null : `/blog/tag/${encodeURIComponent(canonical)}${match[2] ?? ""}`;
}

/** A tag's archive page, and its later pages (/blog/tag/{tag}/2, ...). */
export function tagHref(tag: string, page = 1) {
  const base = `/blog/tag/${encodeURIComponent(tag)}`;
  return page > 1 ? `${base}/${page}` : base;
}

/** The share image generated for a post (used where the post has no cover). */
export const generatedImagePath = (slug: string) => `/blog/${slug}/og.png`;
export const GENERATED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A post's share image: its cover when it has one, else the generated image. */
export const postImage = (post: { slug: string; featuredImage: string | null }) => post.featuredImage || generatedImagePath(post.slug);

/**
 * The page number of a paginated archive from its optional path segment: none is page 1, "2".."n"
 * are later pages; anything else ("1", "02", "x", two segments) is no page at all (404), so every
 * page has exactly one URL.
 */
export function pageFromSegments(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  const [only] = segments;
  if (segments.length !== 1 || !only || !/^[1-9]\d{0,4}$/.test(only) || only === "1") return null;
  return Number(only);
}

/** A path parameter once decoded (Next hands some segments over still percent-encoded). */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
