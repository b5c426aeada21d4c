import { SiteHeader } from "@/components/site/site-header";
import { getSiteContent } from "@/lib/data/site";

// The blog wears the site's own header (navigation, theme toggle, mobile menu): a reader of a post
// reaches the rest of the site, and the theme, from where they are.
export async function BlogHeader() {
  return <SiteHeader content={await getSiteContent()} blogEnabled />;
}
