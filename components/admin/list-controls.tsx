"use client";

import { ChevronLeft, ChevronRight, Download, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search aria-hidden className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
      <Input type="search" aria-label={label} placeholder="Search..." value={value} onChange={(e) => onChange(e.target.value)} className="pl-8" />
    </div>
  );
}

export function FilterSelect({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: [string, string][] }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A plain link: the browser downloads the CSV with the session cookie; filters travel in the URL. */
export function ExportButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}

/** Where the list is. An estimated total (beyond 1,000 rows) says so; Next follows the list's cursor. */
export function Pagination({
  page,
  pageSize,
  total,
  estimated = false,
  hasNext,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  estimated?: boolean;
  hasNext?: boolean;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const about = estimated ? "about " : "";
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 pt-2 text-sm text-muted-foreground">
      <span title={estimated ? "Estimated from the database's statistics: counting every entry would slow the list down" : undefined}>
        {about}
        {total.toLocaleString("en")} {total === 1 ? "entry" : "entries"} · page {estimated ? page : Math.min(page, pages)} of {about}
        {pages.toLocaleString("en")}
        {estimated && <span className="sr-only"> (estimated)</span>}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={hasNext === undefined ? page >= pages : !hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
