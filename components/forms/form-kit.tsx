"use client";

import { useState, type ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** How long the form has been open, for the server's minimum fill time (sent as `fillMs`). */
export function useFillTimer() {
  const [openedAt, setOpenedAt] = useState(() => performance.now());
  return { fillMs: () => Math.round(performance.now() - openedAt), restart: () => setOpenedAt(performance.now()) };
}

/** The honeypot: invisible to people and skipped by keyboard, filled in only by bots. */
export function Honeypot(props: React.ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/** A labelled field with its validation message wired to aria-describedby. */
export function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that connect an input to its Field's error. */
export const invalidProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/** POSTs JSON to one of the site's calls; any failure (network or non-2xx) comes back as ok: false. */
export async function postJson<T>(url: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; status: number }> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, status: 0 };
  }
}
