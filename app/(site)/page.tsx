import { BackToTop } from "@/components/site/back-to-top";
import { ContactSection } from "@/components/site/contact-section";
import { FeaturesSection } from "@/components/site/features-section";
import { FeedbackSection } from "@/components/site/feedback-section";
import { HeroSection } from "@/components/site/hero-section";
import { PrototypeSection } from "@/components/site/prototype-section";
import { SiteFooter } from "@/components/site/site-footer";
import type { ProgramStatus } from "@/components/site/use-program-status";
import { SiteHeader } from "@/components/site/site-header";
import { VideoSection } from "@/components/site/video-section";
import { getSiteContent } from "@/lib/data/site";
import { env } from "@/lib/env";
import { formatSiteDate } from "@/lib/format/site-date";
import { isBlogEnabled, text } from "@/lib/site/elements";
import { siteLinks } from "@/lib/site/links";

/** The static HTML assumes the default settings; FeedbackPanel then fetches the real state. */
function defaultProgramStatus(): ProgramStatus {
  const deadline = env.TESTER_PROGRAM_DEADLINE;
  return { count: 0, cap: env.TESTER_PROGRAM_CAP, open: Date.now() <= deadline.getTime(), live: false, deadline: deadline.toISOString(), deadlineText: formatSiteDate(deadline, "day") };
}

// The landing page (spec section 2). Static: live programme state is fetched by FeedbackPanel.
export default async function HomePage() {
  const content = await getSiteContent();
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
        <PrototypeSection prototypeUrl={links.prototypeEmbedUrl} prototypeOpenUrl={links.prototypeOpenUrl} />
        <VideoSection videoUrl={links.videoEmbedUrl} videoPageUrl={links.videoPageUrl} />
        <FeedbackSection initial={defaultProgramStatus()} />
        <ContactSection contactEmail={env.CONTACT_EMAIL} />
      </main>
      <SiteFooter siteTitle={text(content, "site-title")} social={links.social} documentationUrl={links.documentationUrl} />
      <BackToTop />
    </>
  );
}
