import "server-only";
import { cache } from "react";
import { getSiteContent } from "@/lib/data/site";
import { isPublicPageEnabled } from "@/lib/site/elements";

// The editor's toggles, read from the saved site content like the blog's (lib/blog/queries.ts):
// a site save revalidates the pages, so a saved toggle takes effect without a rebuild.
export const getRoadmapEnabled = cache(async () => isPublicPageEnabled(await getSiteContent(), "roadmap"));
export const getChangelogEnabled = cache(async () => isPublicPageEnabled(await getSiteContent(), "changelog"));
