"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useDebouncedJson } from "@/components/ideas/use-debounced-json";

// The visitor's own votes and follows, fetched after the (shared, cached) page loads: the page
// itself never depends on who looks at it. A visitor without a member session gets a 401 here and
// sees every button in its "not voted" state.

type MemberIdeas = {
  /** Live vote counts (GET /api/ideas/counts): the cached page's may be a render behind. */
  counts: Record<string, number>;
  voted: Set<string>;
  following: Set<string>;
  /** null until the answer arrives; false without a member session. */
  signedIn: boolean | null;
  mark: (kind: "voted" | "following", id: string, on: boolean) => void;
};

const Context = createContext<MemberIdeas>({ counts: {}, voted: new Set(), following: new Set(), signedIn: null, mark: () => {} });

export const useMemberIdeas = () => useContext(Context);

const NO_COUNTS: Record<string, number> = {};

export function MemberIdeasProvider({ ids, children }: { ids: string[]; children: ReactNode }) {
  const [state, setState] = useState<{ voted: Set<string>; following: Set<string>; signedIn: boolean | null }>({ voted: new Set(), following: new Set(), signedIn: null });
  const key = ids.join(",");
  const counts = useDebouncedJson<{ counts: Record<string, number> }>(key ? `/api/ideas/counts?ids=${encodeURIComponent(key)}` : null, 0)?.counts ?? NO_COUNTS;
  useEffect(() => {
    if (!key) return;
    let live = true;
    fetch(`/api/account/ideas?ids=${encodeURIComponent(key)}`, { cache: "no-store" })
      .then(async (response) => {
        if (!live) return;
        if (!response.ok) return setState((s) => ({ ...s, signedIn: false }));
        const body = (await response.json()) as { voted: string[]; following: string[] };
        if (live) setState({ voted: new Set(body.voted), following: new Set(body.following), signedIn: true });
      })
      .catch(() => live && setState((s) => ({ ...s, signedIn: false })));
    return () => {
      live = false;
    };
  }, [key]);
  const mark = useCallback((kind: "voted" | "following", id: string, on: boolean) => {
    setState((s) => {
      const next = new Set(s[kind]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...s, [kind]: next, signedIn: true };
    });
  }, []);
  const value = useMemo(() => ({ ...state, counts, mark }), [state, counts, mark]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** A member call without a body; the status, and the JSON answer when there is one. */
export async function memberCall<T>(method: "POST" | "DELETE", url: string): Promise<{ status: number; data: T | null }> {
  try {
    const response = await fetch(url, { method });
    return { status: response.status, data: response.ok ? ((await response.json()) as T) : null };
  } catch {
    return { status: 0, data: null };
  }
}
