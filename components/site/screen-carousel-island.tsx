"use client";

import { lazyIsland } from "@/components/site/lazy-island";

/** embla and the live carousel load when the carousel nears the viewport or is touched. */
export const ScreenCarouselIsland = lazyIsland(() => import("@/components/site/screen-carousel").then((m) => m.ScreenCarousel));
