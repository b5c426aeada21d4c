"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { DEFAULT_DATE_SETTINGS, formatDate, type DateSettings, type DateStyle } from "@/lib/format/date";

const DateSettingsContext = createContext<DateSettings>(DEFAULT_DATE_SETTINGS);

/** Hands the server's locale and time zone to client components (the root layout sets it). */
export function DateFormatProvider({ settings, children }: { settings: DateSettings; children: ReactNode }) {
  return <DateSettingsContext.Provider value={settings}>{children}</DateSettingsContext.Provider>;
}

/** formatDate in the site's locale and time zone: the same string on the server and in the browser. */
export function useFormatDate() {
  const settings = useContext(DateSettingsContext);
  return useCallback(
    (value: Date | string | number | null | undefined, style: DateStyle, fallback?: string) => formatDate(value, style, settings, fallback),
    [settings],
  );
}

/** A <time> element with the date in the site's words ("25 Nov 2026, 02:27 UTC" by default). */
export function DateTime({ value, style = "dateTime", fallback }: { value: Date | string | null | undefined; style?: DateStyle; fallback?: string }) {
  const format = useFormatDate();
  const iso = value ? new Date(value) : null;
  const valid = iso && !Number.isNaN(iso.getTime());
  return valid ? <time dateTime={iso.toISOString()}>{format(iso, style)}</time> : <>{fallback ?? "Unknown"}</>;
}
