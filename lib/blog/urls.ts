/** The list URL for a search and topic (shared by the server page and the client filters). */
export function blogHref({ q, tag }: { q?: string; tag?: string }) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
