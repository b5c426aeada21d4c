import type { Metadata } from "next";

/**
 * The 404 page's metadata. A page that answers notFound() (a switched-off roadmap, changelog or
 * blog) returns it from its own generateMetadata: Next keeps the page's metadata on its 404, so a
 * fixed `metadata` would title the 404 "Roadmap".
 */
export const NOT_FOUND_METADATA: Metadata = { title: "404 Page Not Found", robots: { index: false } };
