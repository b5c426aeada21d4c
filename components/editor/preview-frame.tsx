"use client";

import { useCallback, useEffect, useRef } from "react";
import { DEVICE_PREVIEW_WIDTHS } from "@/lib/config";
import { FROM_EDITOR, isFrameMessage, type ApplyMessage } from "./preview-protocol";

export type Device = keyof typeof DEVICE_PREVIEW_WIDTHS;

type Props = {
  values: { elements: Record<string, string>; customCss: string };
  device: Device;
  editMode: boolean;
  refreshKey: number;
  onSelect: (id: string) => void;
};

// Spec timings of the Refresh procedure.
const FIRST_CHECK_MS = 100;
const CHECK_RETRY_MS = 500;
const CHECK_ACCESS_ERROR_MS = 1000;
const APPLY_DELAY_MS = 1000;
const APPLY_RETRY_MS = 1000;
const APPLY_ERROR_RETRY_MS = 2000;
const MAX_ATTEMPTS = 30;

/**
 * The live site in a same-origin frame. Values reach it by postMessage; every `ready` from the
 * frame (first load, reload, navigation) gets the current values again, so the preview survives
 * its own reloads.
 */
export function PreviewFrame({ values, device, editMode, refreshKey, onSelect }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef({ values, editMode });
  const timers = useRef<number[]>([]);
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    latest.current = { values, editMode };
    onSelectRef.current = onSelect;
  });

  const send = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !ready.current) return false;
    const { values: v, editMode: e } = latest.current;
    const message: ApplyMessage = { source: FROM_EDITOR, type: "apply", elements: v.elements, customCss: v.customCss, editMode: e };
    target.postMessage(message, window.location.origin);
    return true;
  }, []);

  function sayHello() {
    frame.current?.contentWindow?.postMessage({ source: FROM_EDITOR, type: "hello" }, window.location.origin);
  }

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isFrameMessage(event.data)) return;
      if (event.data.type === "ready") {
        ready.current = true;
        send();
      } else if (event.data.type === "select" && typeof event.data.id === "string") {
        onSelectRef.current(event.data.id);
      }
    }
    window.addEventListener("message", onMessage);
    // The frame may have announced itself before this listener existed: ask again.
    sayHello();
    return () => window.removeEventListener("message", onMessage);
  }, [send]);

  // Unsaved edits go to the frame as they happen.
  useEffect(() => {
    send();
  }, [values, editMode, send]);

  // Refresh: a cache-busting reload, a poll until the frame's document is complete, then the
  // edits are re-applied (with retries while the frame is not ready).
  useEffect(() => {
    if (refreshKey === 0 || !frame.current) return;
    const iframe = frame.current;
    const pending = timers.current;
    const later = (fn: () => void, ms: number) => pending.push(window.setTimeout(fn, ms));
    let path = "/";
    try {
      path = iframe.contentWindow?.location.pathname || "/";
    } catch {
      path = "/";
    }
    const stamp = String(Date.now());
    ready.current = false;
    iframe.src = `${path}?_t=${stamp}`;

    const apply = (attempt: number) => {
      if (attempt > MAX_ATTEMPTS) return;
      try {
        if (!send()) later(() => apply(attempt + 1), APPLY_RETRY_MS);
      } catch {
        later(() => apply(attempt + 1), APPLY_ERROR_RETRY_MS);
      }
    };
    const check = (attempt: number) => {
      if (attempt > MAX_ATTEMPTS) return;
      try {
        const doc = iframe.contentDocument;
        if (doc && doc.readyState === "complete" && doc.location.search.includes(stamp)) later(() => apply(0), APPLY_DELAY_MS);
        else later(() => check(attempt + 1), CHECK_RETRY_MS);
      } catch (error) {
        console.warn("Preview frame is not accessible yet; retrying", error);
        later(() => check(attempt + 1), CHECK_ACCESS_ERROR_MS);
      }
    };
    later(() => check(0), FIRST_CHECK_MS);
    return () => {
      pending.forEach((t) => window.clearTimeout(t));
      pending.length = 0;
    };
  }, [refreshKey, send]);

  return (
    <div className="bg-muted/50 flex h-full justify-center overflow-auto p-2">
      <div data-testid="preview-viewport" className="h-full transition-[width] duration-200" style={{ width: DEVICE_PREVIEW_WIDTHS[device], maxWidth: "100%" }}>
        <iframe
          ref={frame}
          src="/"
          title="Site preview"
          onLoad={sayHello}
          className="bg-background h-full w-full rounded-md border shadow-sm"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals"
        />
      </div>
    </div>
  );
}
