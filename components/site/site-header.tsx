import { HeaderBar } from "@/components/site/header-bar";
import { SiteLogo } from "@/components/site/site-logo";
import { isBlogEnabled, optionalPages, text, type SiteContent } from "@/lib/site/elements";

type Props = {
  content: SiteContent;
  /** Shows the Blog nav entry; defaults to the editor's blog toggle. */
  blogEnabled?: boolean;
};

/** The site header for every visitor page (landing, blog): logo, nav, theme toggle, mobile menu. */
export function SiteHeader({ content, blogEnabled = isBlogEnabled(content) }: Props) {
  return <HeaderBar blogEnabled={blogEnabled} pages={optionalPages(content)} logo={<SiteLogo logo={text(content, "logo-image")} siteTitle={text(content, "site-title")} />} />;
}
