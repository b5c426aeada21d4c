import { ChevronLeft, ChevronRight } from "lucide-react";
import type { HTMLAttributes, Ref } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import type { CarouselItem as Screen } from "@/lib/site/screenshots";
import { clsx } from "clsx";

export type ScreenCarouselProps = {
  items: Screen[];
  label: string;
  /** Advance every 4 s (paused while hovered or focused, never under reduced motion). */
  autoAdvance?: boolean;
  dots?: boolean;
};

type ViewProps = ScreenCarouselProps & {
  index: number;
  /** The server's HTML carries the first slide only; the live carousel renders them all. */
  allSlides: boolean;
  viewportRef?: Ref<HTMLDivElement>;
  onPrevious?: () => void;
  onNext?: () => void;
  onDot?: (index: number) => void;
  paused?: boolean;
  root?: HTMLAttributes<HTMLDivElement>;
};

/**
 * The phone-frame carousel's markup, shared by the static HTML and the live carousel so that the
 * swap between them moves nothing. Off-screen slides skip layout (content-visibility: auto).
 */
export function ScreenCarouselView({ items, label, autoAdvance = false, dots = false, index, allSlides, viewportRef, onPrevious, onNext, onDot, paused = false, root }: ViewProps) {
  const current = items[index];
  if (!current) return null;
  const slides = allSlides ? items : items.slice(0, 1);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-slot="carousel" className="relative flex flex-col items-center gap-4" {...root}>
      <div className="border-foreground/80 bg-foreground/80 w-56 rounded-[2.25rem] border-[6px] p-1 shadow-xl sm:w-64">
        <div className="overflow-hidden rounded-[1.75rem] bg-white dark:bg-[#1a1a1a]">
          <div ref={viewportRef} className="overflow-hidden" data-slot="carousel-content">
            <div className="flex">
              {slides.map((item, i) => (
                <div
                  key={item.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${items.length}`}
                  data-slot="carousel-item"
                  className={clsx("min-w-0 shrink-0 grow-0 basis-full", i === index ? null : "[content-visibility:auto]")}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- small static SVGs; next/image adds nothing here */}
                  <img src={item.image} alt={item.title} width={390} height={844} loading={i === 0 ? "eager" : "lazy"} decoding="async" data-dark-adapt className="block h-auto w-full" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      <div aria-live={autoAdvance && !paused ? "off" : "polite"} className="min-h-20 max-w-xs text-center">
        <p className="font-heading font-semibold" data-testid="carousel-title">
          {current.title}
        </p>
        <p className="text-muted-foreground text-sm">{current.description}</p>
        <p className="text-muted-foreground mt-1 text-xs">
          {index + 1} / {items.length}
        </p>
      </div>
      {/* Dots from 640 px up (11 x 24 px targets on one line); on a phone the "3 / 11" counter above says where you are. */}
      <div className={clsx("flex items-center", dots ? "gap-3 sm:gap-1" : "gap-3")}>
        <PlainButton variant="outline" size="icon-sm" className="rounded-full" aria-label="Previous screenshot" onClick={onPrevious}>
          <ChevronLeft aria-hidden />
        </PlainButton>
        {dots ? (
          <div className="hidden justify-center sm:flex" data-testid="carousel-dots">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Show screenshot ${i + 1}: ${item.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={onDot ? () => onDot(i) : undefined}
                className="focus-visible:ring-ring/50 grid size-6 place-items-center rounded-full outline-none focus-visible:ring-[3px]"
              >
                <span aria-hidden className={clsx("size-2 rounded-full transition-colors", i === index ? "bg-primary" : "bg-muted-foreground/50")} />
              </button>
            ))}
          </div>
        ) : null}
        <PlainButton variant="outline" size="icon-sm" className="rounded-full" aria-label="Next screenshot" onClick={onNext}>
          <ChevronRight aria-hidden />
        </PlainButton>
      </div>
    </div>
  );
}
