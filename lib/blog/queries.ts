import "server-only";
import { cache } from "react";
import { getPostBySlug } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { isBlogEnabled } from "@/lib/site/elements";

// One fetch per render, shared by generateMetadata, the page and the OG image (React cache()).
// The flag comes from the saved site content, never from env: revalidating the pages is enough
// for a saved toggle to take effect.
export const getBlogEnabled = cache(async () => isBlogEnabled(await getSiteContent()));
export const getPublicPost = cache((slug: string) => getPostBySlug(slug));
