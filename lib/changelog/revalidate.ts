import "server-only";
import { revalidatePath } from "next/cache";

/** After a roadmap card changes (a suggestion's status, public flag, title or summary). */
export function revalidateRoadmap() {
  revalidatePath("/roadmap");
  revalidatePath("/changelog");
}

/** After a changelog entry is written, published or deleted: the page, its feed and the sitemap. */
export function revalidateChangelog() {
  revalidatePath("/changelog");
  revalidatePath("/changelog/rss.xml");
  revalidatePath("/roadmap");
  revalidatePath("/sitemaps/pages.xml");
}
