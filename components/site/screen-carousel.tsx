"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { ScreenCarouselView, type ScreenCarouselProps } from "@/components/site/screen-carousel-view";
import { useCarouselSnapshot, type CarouselApi } from "@/components/ui/carousel";
import { CAROUSEL_INTERVAL_MS } from "@/lib/config";

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

type Move = (api: NonNullable<CarouselApi>) => void;

/**
 * The live phone-frame carousel (embla), loaded by LazyScreenCarousel when it nears the viewport.
 * It renders the static HTML's markup plus the other slides; a move asked for before embla has
 * started (a click right after the swap) runs as soon as it has.
 */
export function ScreenCarousel({ items, label, autoAdvance = false, dots = false }: ScreenCarouselProps) {
  // One plugin instance for the component's life; it starts stopped and the effect below runs it.
  const [plugins] = useState(() => (autoAdvance ? [Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnFocusIn: false })] : []));
  const [viewportRef, api] = useEmblaCarousel(OPTIONS, plugins);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const index = useCarouselSnapshot(api, (embla) => embla.selectedScrollSnap(), 0);
  const paused = hovered || focused || reduced;
  const waiting = useRef<Move | null>(null);

  useEffect(() => {
    if (!api || !waiting.current) return;
    waiting.current(api);
    waiting.current = null;
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.play();
  }, [api, paused]);

  const move = useCallback(
    (fn: Move) => {
      if (api) fn(api);
      else waiting.current = fn;
    },
    [api],
  );

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move((embla) => (event.key === "ArrowLeft" ? embla.scrollPrev() : embla.scrollNext()));
  };

  return (
    <ScreenCarouselView
      items={items}
      label={label}
      autoAdvance={autoAdvance}
      dots={dots}
      index={index}
      allSlides
      viewportRef={viewportRef}
      paused={paused}
      onPrevious={() => move((embla) => embla.scrollPrev())}
      onNext={() => move((embla) => embla.scrollNext())}
      onDot={(i) => move((embla) => embla.scrollTo(i))}
      root={{
        onKeyDownCapture,
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: (e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false),
        ...{ "data-paused": paused ? "true" : "false" },
      }}
    />
  );
}
