"use client";

import { ExternalLink, RotateCw } from "lucide-react";
import { useState } from "react";
import { EmbedFrame } from "@/components/site/embed-frame";
import { buttonVariants } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { VIDEO_RELOAD_WAIT_MS } from "@/lib/config";
import { watchLabel } from "@/lib/site/links";

/** The video embed with 'Watch on Vimeo' and 'Reload Video' (unloads, waits 100 ms, reloads). */
export function VideoEmbed({ videoUrl, videoPageUrl }: { videoUrl: string | null; videoPageUrl: string | null }) {
  const [loaded, setLoaded] = useState(true);
  const [generation, setGeneration] = useState(0);
  const reload = () => {
    setLoaded(false);
    setTimeout(() => {
      setGeneration((g) => g + 1);
      setLoaded(true);
    }, VIDEO_RELOAD_WAIT_MS);
  };
  return (
    <div>
      {loaded ? (
        <EmbedFrame
          key={generation}
          src={videoUrl}
          title="StepWise promo video"
          name="video"
          href={videoPageUrl}
          allow="autoplay; fullscreen; picture-in-picture"
          notConfigured={{ heading: "The video tour is coming soon", text: "A short tour of a teardown and its reassembly will play here." }}
          className="aspect-video w-full"
        />
      ) : (
        <div className="bg-muted aspect-video w-full rounded-xl border" />
      )}
      {videoUrl || videoPageUrl ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {videoPageUrl ? (
            <a href={videoPageUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" })}>
              <ExternalLink aria-hidden /> {watchLabel(videoPageUrl)}
            </a>
          ) : null}
          {videoUrl ? (
            <PlainButton size="lg" variant="outline" onClick={reload} disabled={!loaded}>
              <RotateCw aria-hidden /> Reload Video
            </PlainButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
