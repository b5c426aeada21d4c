import { VideoEmbed } from "@/components/site/video-embed";

/** Video: the promo video embed. */
export function VideoSection({ videoUrl, videoPageUrl }: { videoUrl: string | null; videoPageUrl: string | null }) {
  return (
    <section id="video" aria-labelledby="video-heading" className="site-section bg-muted/40 border-y">
      <div className="site-container">
        <div className="mx-auto max-w-4xl">
        <h2 id="video-heading" className="font-heading text-center font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
          See StepWise in Action
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 mb-8 max-w-2xl text-center">
          A short tour of a teardown and its reassembly, guided step by step.
        </p>
        <VideoEmbed videoUrl={videoUrl} videoPageUrl={videoPageUrl} />
        </div>
      </div>
    </section>
  );
}
