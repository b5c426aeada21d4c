import { Car, Cpu, LayoutTemplate, ListChecks, ShieldAlert, Wrench } from "lucide-react";
import { LazyScreenCarousel } from "@/components/site/lazy-screen-carousel";
import { ScrollLink } from "@/components/site/scroll-link";
import { HERO_FEEDBACK_TEXT } from "@/lib/config";
import { brandImageUrl, inPrimary } from "@/lib/site/brand-images";
import { SCREENSHOTS } from "@/lib/site/screenshots";
import { text, type SiteContent } from "@/lib/site/elements";

const USE_CASES = [
  { icon: Car, title: "Automotive repair", text: "Brakes, alternators, dashboards: photograph every bolt on the way out and follow the reverse on the way back." },
  { icon: Cpu, title: "Electronics teardown", text: "Phones, laptops and consoles, with warnings for batteries, capacitors and fragile ribbon cables." },
  { icon: Wrench, title: "Mechanical assembly", text: "Furniture, bikes and machines put together in the right order, with the right tool for each step." },
];

const FEATURE_ICONS = [ShieldAlert, ListChecks, LayoutTemplate];

/** Hero (anchor home): heading, calls to action, screenshot carousel, use cases and feature tiles. */
export function HeroSection({ content }: { content: SiteContent }) {
  return (
    <section id="home" aria-labelledby="hero-heading" className="site-section">
      <div className="site-container grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="border-primary/40 text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] inline-block rounded-full border px-3 py-1 text-sm font-medium">
            Prototype preview: this is not the final version
          </p>
          <h1
            id="hero-heading"
            data-edit-id="hero-heading"
            className="font-heading mt-4 leading-tight font-bold tracking-tight"
            style={{ fontSize: "calc(var(--site-heading-size) * 1.25)" }}
          >
            {text(content, "hero-heading")}
          </h1>
          <p data-edit-id="hero-description" className="text-muted-foreground mt-5 max-w-xl text-lg">
            {text(content, "hero-description")}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ScrollLink section="prototype" ctaId="hero_prototype_button" editId="cta-button">
              {text(content, "cta-button")}
            </ScrollLink>
            <ScrollLink section="feedback" ctaId="hero_feedback_button" variant="outline">
              {HERO_FEEDBACK_TEXT}
            </ScrollLink>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- the editor may point at any image URL */}
          <img
            data-edit-id="hero-image"
            data-dark-adapt
            src={brandImageUrl(text(content, "hero-image"), text(content, "primary-color"))}
            alt="StepWise guiding a repair step by step"
            width={1200}
            height={800}
            className="mt-10 hidden h-auto w-full max-w-xl rounded-xl border shadow-sm lg:block"
          />
        </div>
        <LazyScreenCarousel items={inPrimary(SCREENSHOTS, text(content, "primary-color"))} label="App screenshots" autoAdvance />
      </div>

      <div className="site-container mt-16 grid gap-4 md:grid-cols-3">
        {USE_CASES.map(({ icon: Icon, title, text: body }) => (
          <article key={title} className="bg-card rounded-xl border p-6 shadow-sm">
            <Icon className="text-primary size-8" aria-hidden />
            <h2 className="font-heading mt-3 text-lg font-semibold">{title}</h2>
            <p className="text-muted-foreground mt-2 text-sm">{body}</p>
          </article>
        ))}
      </div>

      <div className="site-container mt-6 grid gap-4 md:grid-cols-3">
        {[1, 2, 3].map((n, i) => {
          const Icon = FEATURE_ICONS[i] ?? ShieldAlert;
          return (
            <div key={n} className="bg-primary/5 flex gap-3 rounded-xl p-5">
              <Icon className="text-primary mt-0.5 size-6 shrink-0" aria-hidden />
              <div>
                <h3 data-edit-id={`feature-${n}-title`} className="font-heading font-semibold">
                  {text(content, `feature-${n}-title`)}
                </h3>
                <p data-edit-id={`feature-${n}-description`} className="text-muted-foreground mt-1 text-sm">
                  {text(content, `feature-${n}-description`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
