import { EmbedFrame } from "@/components/site/embed-frame";
import { PrototypeActions } from "@/components/site/prototype-actions";
import { LazyScreenCarousel } from "@/components/site/lazy-screen-carousel";
import { PROTOTYPE_FRAME_HEIGHT_PX, PROTOTYPE_FRAME_MIN_HEIGHT_PX } from "@/lib/config";
import { inPrimary } from "@/lib/site/brand-images";
import { SCREENSHOTS } from "@/lib/site/screenshots";

type Props = { prototypeUrl: string | null; prototypeOpenUrl: string | null; primary: string };

/** Prototype: the embedded design prototype, a phone-frame carousel and the two actions. */
export function PrototypeSection({ prototypeUrl, prototypeOpenUrl, primary }: Props) {
  return (
    <section id="prototype" aria-labelledby="prototype-heading" className="site-section">
      <div className="site-container">
        <h2 id="prototype-heading" className="font-heading text-center font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
          Try the Interactive Prototype
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center">
          Click through the design prototype below. It shows how the app will work; it is a prototype, not the final version.
        </p>
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-[2fr_1fr]">
          <EmbedFrame
            src={prototypeUrl}
            title="StepWise interactive prototype"
            name="prototype"
            href={prototypeOpenUrl}
            notConfigured={{
              heading: "The interactive prototype is on its way",
              // No "beside" or "below": the screens sit beside this panel on a desktop, under it on a phone.
              text: "Meanwhile, browse the app's screens in the phone preview, and tell us what you think in the feedback section.",
            }}
            className="w-full"
            placeholderClassName="w-full min-h-72 lg:min-h-[500px]"
            style={{ height: PROTOTYPE_FRAME_HEIGHT_PX, minHeight: PROTOTYPE_FRAME_MIN_HEIGHT_PX }}
          />
          <LazyScreenCarousel items={inPrimary(SCREENSHOTS, primary)} label="App screens" dots />
        </div>
        <div className="mt-10">
          <PrototypeActions openUrl={prototypeOpenUrl} />
        </div>
      </div>
    </section>
  );
}
