import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

export default async function HomePage() {
  const content = await getSiteContent();
  return (
    <main id="home" className="site-container site-section">
      <h1 data-edit-id="hero-heading" className="text-4xl font-bold">
        {text(content, "hero-heading")}
      </h1>
      <p data-edit-id="hero-description">{text(content, "hero-description")}</p>
    </main>
  );
}
