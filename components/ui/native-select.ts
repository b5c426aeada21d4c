/** A native <select> styled like the inputs (admin forms where a plain list of options is enough). */
export const nativeSelectClass =
  "h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50";
