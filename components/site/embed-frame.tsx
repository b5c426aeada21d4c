"use client";

import { ExternalLink, MonitorPlay } from "lucide-react";
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { useHydrated } from "@/components/use-hydrated";
import { EMBED_LOAD_TIMEOUT_MS } from "@/lib/config";
import { clsx as cn } from "clsx";

type Props = {
  src: string | null;
  title: string;
  /** "prototype", "video": the fallback says "The video did not load". */
  name: string;
  /** Where to go instead when the frame cannot show (the prototype's or video's own page). */
  href: string | null;
  /** What the placeholder says while nothing is configured. */
  notConfigured: { heading: string; text: string };
  className?: string;
  style?: CSSProperties;
  /** The placeholder's and fallback's box when it should differ from the frame's (no fixed height on a phone). */
  placeholderClassName?: string;
  allow?: string;
};

/**
 * A third-party embed (prototype, video). Not configured: a designed placeholder instead of a
 * frame. Configured: the lazy frame, replaced by a fallback with a link when it has not shown
 * EMBED_LOAD_TIMEOUT_MS after coming into view. A cross-origin frame cannot be inspected, and its
 * load event fires on the browser's own error page too (an unreachable host), so a load counts
 * only once the host has answered a probe: a no-cors fetch of the same address resolves (opaquely)
 * on any HTTP answer and rejects only on a network error. A message from the frame also proves it
 * runs. The frame is made in the browser only, so its load event can never fire before React
 * listens for it.
 */
export function EmbedFrame({ src, title, name, href, notConfigured, className, style, placeholderClassName, allow }: Props) {
  const placeholderBox = placeholderClassName === undefined ? { className, style } : { className: placeholderClassName };
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const inBrowser = useHydrated();
  const settle = (next: "loaded" | "failed") => setState((s) => (s === "loading" ? next : s));

  useEffect(() => {
    const el = box.current;
    if (!src || !el || !inBrowser || state !== "loading") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Lazy frames start loading near the viewport: the clock starts when the frame is seen.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || timer) return;
      timer = setTimeout(() => settle("failed"), EMBED_LOAD_TIMEOUT_MS);
    });
    observer.observe(el);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== null && event.source === frame.current?.contentWindow) settle("loaded");
    };
    window.addEventListener("message", onMessage);
    return () => {
      observer.disconnect();
      window.removeEventListener("message", onMessage);
      if (timer) clearTimeout(timer);
    };
  }, [src, state, inBrowser]);

  const onLoad = () => {
    if (!src) return;
    fetch(src, { mode: "no-cors", credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer" }).then(
      () => settle("loaded"),
      () => settle("failed"),
    );
  };

  if (!src) {
    return (
      <Placeholder
        {...placeholderBox}
        testId="embed-placeholder"
        heading={notConfigured.heading}
      >
        {notConfigured.text}
      </Placeholder>
    );
  }
  if (state === "failed") {
    return (
      <Placeholder
        {...placeholderBox}
        testId="embed-fallback"
        heading={`The ${name} did not load`}
        role="status"
      >
        It may be blocked by your network or browser.{" "}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary inline-flex items-center gap-1 font-medium underline dark:text-[color-mix(in_oklab,var(--primary),white_45%)]"
          >
            Open it in a new tab <ExternalLink className="size-4" aria-hidden />
          </a>
        ) : null}
      </Placeholder>
    );
  }
  return (
    <div
      ref={box}
      data-embed-state={state}
      className={cn("bg-muted overflow-hidden rounded-xl border", className)}
      style={style}
    >
      {inBrowser ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow={allow}
          allowFullScreen
          className="block size-full"
          ref={frame}
          onLoad={onLoad}
          onError={() => settle("failed")}
        />
      ) : null}
    </div>
  );
}

function Placeholder({
  heading,
  children,
  className,
  style,
  testId,
  role,
}: {
  heading: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  testId: string;
  role?: string;
}) {
  return (
    <div
      data-testid={testId}
      role={role}
      className={cn(
        "border-primary/30 from-primary/10 to-accent/10 flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-gradient-to-br p-8 text-center",
        className,
      )}
      style={style}
    >
      <MonitorPlay
        className="text-primary size-10 dark:text-[color-mix(in_oklab,var(--primary),white_45%)]"
        aria-hidden
      />
      <p className="font-heading text-lg font-semibold">{heading}</p>
      <p className="text-muted-foreground max-w-md text-sm">{children}</p>
    </div>
  );
}
