"use client";

import { useEffect, useRef, useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { ELEMENTS_BY_ID } from "@/lib/site/elements";
import { editorLabel } from "@/lib/site/labels";

type Values = Record<string, string>;
export type DraftStatus = "idle" | "saving" | "saved" | "partial" | "error";

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1000;

export const changedIds = (from: Values, to: Values) => Object.keys(to).filter((id) => from[id] !== to[id]);
export const elementsOf = (values: Values, ids: string[]) => ids.map((id) => ({ id, type: ELEMENTS_BY_ID.get(id)?.type, content: values[id] ?? "" }));

/**
 * The editor's server-side draft: every change is sent (debounced) as the set of differences from
 * the published values. `synced` holds what the server has; anything else is not saved yet.
 */
export function useDraftAutosave(values: Values, published: Values, initialSynced: Values) {
  const [status, setStatus] = useState<DraftStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const synced = useRef(initialSynced);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (changedIds(synced.current, values).length === 0 && changedIds(values, synced.current).length === 0) {
      setPending(false);
      return;
    }
    setPending(true);
    const timer = window.setTimeout(async () => {
      setStatus("saving");
      try {
        const result = await adminFetch<{ invalid?: Record<string, string> }>("/api/admin/visual-editor/draft", {
          method: "PUT",
          body: { elements: elementsOf(values, changedIds(published, values)) },
        });
        // The server saved the valid edits; an invalid field (marked where it is typed) stays unsaved.
        const invalid = Object.entries(result.invalid ?? {});
        const kept = Object.fromEntries(invalid.map(([id]) => [id, synced.current[id] ?? ""]));
        synced.current = { ...values, ...kept };
        setSavedAt(new Date());
        setStatus(invalid.length ? "partial" : "saved");
        // The field says what is wrong; the bar names which fields wait.
        setError(invalid.length ? invalid.map(([id]) => editorLabel(id)).join(", ") : null);
        setPending(false);
      } catch (e) {
        setStatus("error");
        setError((e as Error).message);
      }
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, published]);

  /** After a publish, discard or restore the server holds exactly these values. */
  function markSynced(next: Values) {
    synced.current = next;
    setPending(false);
    setStatus("idle");
  }

  return { status, error, savedAt, pending, markSynced };
}

/**
 * Asks before leaving while `dirty`: closing or reloading the tab (the browser's own prompt), and
 * same-tab links inside the editor ("Back to Admin"), which call `confirmLeave(href)` instead.
 */
export function useLeaveGuard(dirty: boolean, confirmLeave: (href: string) => void) {
  const confirmRef = useRef(confirmLeave);
  useEffect(() => {
    confirmRef.current = confirmLeave;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      confirmRef.current(link.href);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
}
