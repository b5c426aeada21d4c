// Counts in words ("1 suggestion", "2 suggestions"): every count a person reads is worded here,
// so no screen, e-mail or log line says "1 suggestions".

/** "1 entry", "3 entries", "1,200 entries": the word for one, and for any other number (default: one + "s"). */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
