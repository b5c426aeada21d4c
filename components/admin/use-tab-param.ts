"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

const tabOf = <T extends string>(tabs: readonly T[], fallback: T, value: string | null) => tabs.find((t) => t === value) ?? fallback;

/**
 * The open tab lives in the URL (`?tab=`), so a reload, a shared link and back/forward keep it.
 * A tab change pushes a history entry itself (no server round trip for a tab), and Back or
 * Forward reads the tab again from the address they land on.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const parse = (value: string | null) => tabOf(tabs, fallback, value);
  const [tab, setTab] = useState<T>(parse(useSearchParams().get("tab")));

  useEffect(() => {
    const fromAddress = () => setTab(tabOf(tabs, fallback, new URLSearchParams(window.location.search).get("tab")));
    window.addEventListener("popstate", fromAddress);
    // A Back or Forward pressed before the page hydrated (right after a reload) fired its popstate
    // before this listener existed: the address has moved on without it, so read it once now.
    fromAddress();
    return () => window.removeEventListener("popstate", fromAddress);
  }, [tabs, fallback]);

  const select = (next: string) => {
    const chosen = parse(next);
    const url = new URL(window.location.href);
    // Against the address, not `tab`: Radix reports one click twice (mousedown, then focus) before
    // the new tab renders, and a second entry for the same tab would make Back seem to do nothing.
    if (parse(url.searchParams.get("tab")) === chosen) return;
    if (chosen === fallback) url.searchParams.delete("tab");
    else url.searchParams.set("tab", chosen);
    window.history.pushState(null, "", `${url.pathname}${url.search}${url.hash}`);
    setTab(chosen);
  };
  return [tab, select];
}
