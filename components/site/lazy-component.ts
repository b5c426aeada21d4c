"use client";

import { loadOnce } from "@/lib/load-once";
import { lazy, type ComponentType } from "react";

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A component whose code downloads on first render; `preload` starts the download earlier (on
 * pointerenter or focus of what opens it), so it is usually there by the time it is shown.
 */
export function lazyComponent<P extends object>(load: Loader<P>) {
  const preload = loadOnce(() => load().then((Component) => ({ default: Component })));
  return { Component: lazy(preload), preload };
}
