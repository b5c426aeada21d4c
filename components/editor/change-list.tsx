import type { ElementChange } from "@/lib/site/diff";

const shown = (value: string) => (value === "" ? "(empty)" : value);

/** Changed elements: name, old value → new value (long values clamp). */
export function ChangeList({ changes, label }: { changes: ElementChange[]; label: string }) {
  if (!changes.length) return <p className="text-muted-foreground text-sm">No differences.</p>;
  return (
    <ul aria-label={label} className="max-h-72 space-y-2 overflow-y-auto text-sm">
      {changes.map((change) => (
        <li key={change.id} data-change-id={change.id} className="rounded-md border p-2">
          <p className="font-medium">{change.label}</p>
          <p className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs break-words">
            <span className="text-muted-foreground">Old</span>
            <del className="line-clamp-3 text-red-700 decoration-red-700/50 dark:text-red-300 dark:decoration-red-300/70">{shown(change.before)}</del>
            <span className="text-muted-foreground">New</span>
            <ins className="line-clamp-3 text-green-800 no-underline dark:text-green-300">{shown(change.after)}</ins>
          </p>
        </li>
      ))}
    </ul>
  );
}
