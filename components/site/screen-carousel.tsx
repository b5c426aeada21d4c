"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { CAROUSEL_INTERVAL_MS } from "@/lib/config";
import type { CarouselItem } from "@/lib/site/screenshots";
import { cn } from "@/lib/utils";

type Props = {
  items: CarouselItem[];
  label: string;
  /** Advance every 4 s (paused while hovered or focused, never under reduced motion). */
  autoAdvance?: boolean;
  dots?: boolean;
  className?: string;
};

function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** App screenshots in a phone frame, one at a time, wrapping at both ends. */
export function ScreenCarousel({ items, label, autoAdvance = false, dots = false, className }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const count = items.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  useEffect(() => {
    if (!autoAdvance || paused || reduced || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autoAdvance, paused, reduced, count]);

  const current = items[index];
  if (!current) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("flex flex-col items-center gap-4", className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused(false)}
      data-paused={paused || reduced ? "true" : "false"}
    >
      <div className="border-foreground/80 bg-foreground/80 relative w-56 rounded-[2.25rem] border-[6px] p-1 shadow-xl sm:w-64">
        <div className="overflow-hidden rounded-[1.75rem] bg-white">
          {/* eslint-disable-next-line @next/next/no-img-element -- small static SVGs; next/image adds nothing here */}
          <img src={current.image} alt={current.title} width={390} height={844} className="block h-auto w-full" />
        </div>
      </div>
      <div aria-live={autoAdvance && !paused ? "off" : "polite"} className="min-h-20 max-w-xs text-center">
        <p className="font-heading font-semibold" data-testid="carousel-title">
          {current.title}
        </p>
        <p className="text-muted-foreground text-sm">{current.description}</p>
        <p className="text-muted-foreground mt-1 text-xs">
          {index + 1} / {count}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Button variant="outline" size="icon" aria-label="Previous screenshot" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden />
        </Button>
        {dots ? (
          <div className="flex flex-wrap justify-center">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Show screenshot ${i + 1}: ${item.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
                className="grid size-6 place-items-center rounded-full"
              >
                <span aria-hidden className={cn("size-2.5 rounded-full transition-colors", i === index ? "bg-primary" : "bg-muted-foreground/50")} />
              </button>
            ))}
          </div>
        ) : null}
        <Button variant="outline" size="icon" aria-label="Next screenshot" onClick={() => go(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </section>
  );
}
