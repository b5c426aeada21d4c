"use client";

import { ExternalLink, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { VIDEO_RELOAD_WAIT_MS } from "@/lib/config";

/** The video embed with 'Watch on Vimeo' and 'Reload Video' (unloads, waits 100 ms, reloads). */
export function VideoEmbed({ videoUrl, videoPageUrl }: { videoUrl: string; videoPageUrl: string }) {
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
      <div className="bg-muted aspect-video w-full overflow-hidden rounded-xl border">
        {loaded ? (
          <iframe
            key={generation}
            src={videoUrl}
            title="StepWise promo video"
            loading="lazy"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            className="size-full"
          />
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={videoPageUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" })}>
          <ExternalLink aria-hidden /> Watch on Vimeo
        </a>
        <Button size="lg" variant="outline" onClick={reload} disabled={!loaded}>
          <RotateCw aria-hidden /> Reload Video
        </Button>
      </div>
    </div>
  );
}
