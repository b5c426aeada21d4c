"use client";

import { useEffect } from "react";
import { MAX_PAGE_PATH, PUBLIC_PATH } from "@/lib/analytics/public-path";

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

function send(body: string) {
  try {
    void fetch("/api/pageview", { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" }, body }).catch(
      () => undefined,
    );
  } catch {
    // Best effort: a page view that cannot be sent is dropped, never retried.
  }
}

/** Only the first view of a page load has an outside referrer; later ones are navigations here. */
let firstView = true;

/**
 * Cookie-free page views, so that no consent banner is needed: one small POST per page, after the page has
 * loaded. Nothing is stored in the browser. Visitors with Do Not Track or Global Privacy Control
 * send nothing (the server checks the headers too). Mounted by the (site) template, which Next
 * mounts afresh on every navigation: a client-side navigation is a new view, and the island needs
 * no router hook (whose module every public page would otherwise load).
 */
export function PageViewBeacon() {
  useEffect(() => {
    const pathname = window.location.pathname;
    const nav = navigator as PrivacyNavigator;
    if (nav.doNotTrack === "1" || nav.globalPrivacyControl) return;
    // A page inside a frame is the visual editor's preview (frame-ancestors 'self'), not a visit.
    if (window.top !== window.self) return;
    if (pathname.length > MAX_PAGE_PATH || !PUBLIC_PATH.test(pathname)) return;
    const referrer = firstView ? document.referrer : "";
    firstView = false;
    const body = JSON.stringify({ path: pathname, ...(referrer && { referrer }), ...(location.search && { query: location.search.slice(0, 2048) }) });
    if (document.readyState === "complete") send(body);
    else window.addEventListener("load", () => send(body), { once: true });
  }, []);
  return null;
}
