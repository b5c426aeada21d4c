"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toCsv } from "@/lib/admin/csv";
import type { AnalyticsFilterKind } from "@/lib/validation/analytics";

export type Column<Row> = {
  label: string;
  value: (row: Row) => string | number;
  numeric?: boolean;
};

/** Saves rows as a CSV file in the browser (the data is already here; no second request). */
export function downloadCsv(name: string, header: string[], rows: (string | number)[][]) {
  const url = URL.createObjectURL(
    new Blob([toCsv(header, rows)], { type: "text/csv;charset=utf-8" }),
  );
  const link = Object.assign(document.createElement("a"), { href: url, download: `${name}.csv` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Wide tables scroll sideways on a phone: the region is focusable so that a keyboard can scroll it.
const scrollRegion = (title: string) => ({ tabIndex: 0, role: "region", "aria-label": `${title} (scrolls sideways)` });

/**
 * One dashboard table. The first column names the row; where the table has a filter kind, that
 * name is a button that filters the whole dashboard by it.
 */
export function StatTable<Row>({
  title,
  csvName,
  columns,
  rows,
  filterKind,
  onFilter,
  emptyText = "None yet",
}: {
  title: string;
  csvName: string;
  columns: [Column<Row>, ...Column<Row>[]];
  rows: Row[];
  filterKind?: AnalyticsFilterKind;
  onFilter?: (kind: AnalyticsFilterKind, value: string) => void;
  emptyText?: string;
}) {
  const [first, ...rest] = columns;
  const csv = () =>
    downloadCsv(
      csvName,
      columns.map((c) => c.label),
      rows.map((r) => columns.map((c) => c.value(r))),
    );
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-lg border p-3"
      data-testid={`table-${csvName}`}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={csv}
          disabled={rows.length === 0}
          aria-label={`Export ${title} as CSV`}
        >
          <Download aria-hidden /> CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <div className="overflow-x-auto" {...(columns.length > 3 ? scrollRegion(title) : {})}>
          <table
            className={`w-full table-fixed text-sm ${columns.length > 3 ? "min-w-[30rem]" : ""}`}
          >
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th
                  scope="col"
                  className={`${columns.length > 3 ? "w-1/3" : "w-1/2"} py-1 text-left font-medium`}
                >
                  {first.label}
                </th>
                {rest.map((c) => (
                  <th key={c.label} scope="col" className="py-1 pl-2 text-right font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = String(first.value(row));
                return (
                  <tr key={name} className="border-b last:border-0">
                    <th scope="row" className="truncate py-1 text-left font-normal">
                      {filterKind && onFilter ? (
                        <button
                          type="button"
                          className="max-w-full truncate text-left underline-offset-2 hover:underline"
                          title={`Filter by ${name}`}
                          onClick={() => onFilter(filterKind, name)}
                        >
                          {name}
                        </button>
                      ) : (
                        name
                      )}
                    </th>
                    {rest.map((c) => (
                      <td key={c.label} className="py-1 pl-2 text-right tabular-nums">
                        {c.value(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
