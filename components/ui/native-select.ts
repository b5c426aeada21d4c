/** A native <select> styled like the inputs: the browser's own list, keyboard and screen-reader behaviour. */
export const nativeSelectClass =
  "h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";
