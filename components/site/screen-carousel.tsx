"use client";

import Autoplay from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarouselSnapshot,
  type CarouselApi,
} from "@/components/ui/carousel";
import { CAROUSEL_INTERVAL_MS } from "@/lib/config";
import type { CarouselItem as Screen } from "@/lib/site/screenshots";
import { cn } from "@/lib/utils";

type Props = {
  items: Screen[];
  label: string;
  /** Advance every 4 s (paused while hovered or focused, never under reduced motion). */
  autoAdvance?: boolean;
  dots?: boolean;
  className?: string;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// Wrap at both ends; under reduced motion every move is a jump (duration 0), not a slide.
const OPTIONS = { loop: true, breakpoints: { [REDUCED_MOTION]: { duration: 0 } } };

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );

/** App screenshots in a phone frame, one at a time, wrapping at both ends. */
export function ScreenCarousel({
  items,
  label,
  autoAdvance = false,
  dots = false,
  className,
}: Props) {
  const [api, setApi] = useState<CarouselApi>();
  // One plugin instance for the component's life; it starts stopped and the effect below runs it.
  const [plugins] = useState(() =>
    autoAdvance
      ? [Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnFocusIn: false })]
      : [],
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const index = useCarouselSnapshot(api, (embla) => embla.selectedScrollSnap(), 0);
  const paused = hovered || focused || reduced;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.play();
  }, [api, paused]);

  const current = items[index];
  if (!current) return null;
  return (
    <Carousel
      opts={OPTIONS}
      plugins={plugins}
      setApi={setApi}
      aria-label={label}
      className={cn("flex flex-col items-center gap-4", className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      data-paused={paused ? "true" : "false"}
    >
      <div className="border-foreground/80 bg-foreground/80 w-56 rounded-[2.25rem] border-[6px] p-1 shadow-xl sm:w-64">
        <div className="overflow-hidden rounded-[1.75rem] bg-white dark:bg-[#1a1a1a]">
          <CarouselContent className="ml-0">
            {items.map((item, i) => (
              <CarouselItem
                key={item.id}
                className="pl-0"
                aria-label={`${i + 1} of ${items.length}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- small static SVGs; next/image adds nothing here */}
                <img
                  src={item.image}
                  alt={item.title}
                  width={390}
                  height={844}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding="async"
                  data-dark-adapt
                  className="block h-auto w-full"
                />
              </CarouselItem>
            ))}
          </CarouselContent>
        </div>
      </div>
      <div
        aria-live={autoAdvance && !paused ? "off" : "polite"}
        className="min-h-20 max-w-xs text-center"
      >
        <p className="font-heading font-semibold" data-testid="carousel-title">
          {current.title}
        </p>
        <p className="text-muted-foreground text-sm">{current.description}</p>
        <p className="text-muted-foreground mt-1 text-xs">
          {index + 1} / {items.length}
        </p>
      </div>
      {/* Dots from 640 px up (11 x 24 px targets on one line); on a phone the "3 / 11" counter above says where you are. */}
      <div className={cn("flex items-center", dots ? "gap-3 sm:gap-1" : "gap-3")}>
        <CarouselPrevious className="static translate-y-0" aria-label="Previous screenshot">
          <ChevronLeft aria-hidden />
        </CarouselPrevious>
        {dots ? (
          <div className="hidden justify-center sm:flex" data-testid="carousel-dots">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Show screenshot ${i + 1}: ${item.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => api?.scrollTo(i)}
                className="focus-visible:ring-ring/50 grid size-6 place-items-center rounded-full outline-none focus-visible:ring-[3px]"
              >
                <span
                  aria-hidden
                  className={cn(
                    "size-2 rounded-full transition-colors",
                    i === index ? "bg-primary" : "bg-muted-foreground/50",
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
        <CarouselNext className="static translate-y-0" aria-label="Next screenshot">
          <ChevronRight aria-hidden />
        </CarouselNext>
      </div>
    </Carousel>
  );
}
