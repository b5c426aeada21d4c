import { BackToTop } from "./back-to-top";
import { ContactSection } from "./contact-section";
import { FeaturesSection } from "./features-section";
import { FeedbackSection } from "./feedback-section";
import { HeroSection } from "./hero-section";
import { PrototypeSection } from "./prototype-section";
import { SiteFooter } from "./site-footer";
import type { ProgramStatus } from "./use-program-status";
import { SiteHeader } from "./site-header";
import { VideoSection } from "./video-section";
import { env } from "@/lib/env";
import { formatSiteDate } from "@/lib/format/site-date";
import { isBlogEnabled, optionalPages, text, type SiteContent } from "@/lib/site/elements";
import { siteLinks } from "@/lib/site/links";

/** The static HTML assumes the default settings; FeedbackPanel then fetches the real state. */
function defaultProgramStatus(): ProgramStatus {
  const deadline = env.TESTER_PROGRAM_DEADLINE;
  return { count: 0, cap: env.TESTER_PROGRAM_CAP, open: Date.now() <= deadline.getTime(), live: false, deadline: deadline.toISOString(), deadlineText: formatSiteDate(deadline, "day") };
}

/** The landing page's body for some site content: the live one, or a draft shown by a preview link. */
export function LandingPage({ content }: { content: SiteContent }) {
  const blogEnabled = isBlogEnabled(content);
  const links = siteLinks(content, env);
  return (
    <>
      <a href="#main" className="bg-primary text-primary-foreground sr-only z-50 rounded-button px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader content={content} blogEnabled={blogEnabled} />
      <main id="main">
        <HeroSection content={content} />
        <FeaturesSection />
        <PrototypeSection prototypeUrl={links.prototypeEmbedUrl} prototypeOpenUrl={links.prototypeOpenUrl} primary={text(content, "primary-color")} />
        <VideoSection videoUrl={links.videoEmbedUrl} videoPageUrl={links.videoPageUrl} />
        <FeedbackSection initial={defaultProgramStatus()} />
        <ContactSection contactEmail={env.CONTACT_EMAIL} />
      </main>
      <SiteFooter siteTitle={text(content, "site-title")} social={links.social} documentationUrl={links.documentationUrl} pages={optionalPages(content)} />
      <BackToTop />
    </>
  );
}
