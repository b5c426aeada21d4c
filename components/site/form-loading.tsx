/** What a collapsed form shows for the moment its code is still loading. */
export function FormLoading() {
  return <p className="text-muted-foreground p-6 text-sm">Loading form…</p>;
}
