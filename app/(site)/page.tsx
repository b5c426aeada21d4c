import { LandingPage } from "@/components/site/landing-page";
import { getSiteContent } from "@/lib/data/site";

// The landing page (spec section 2). Static: live programme state is fetched by FeedbackPanel.
export default async function HomePage() {
  return <LandingPage content={await getSiteContent()} />;
}
