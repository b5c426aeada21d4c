/** "1 e-mail", "3 e-mails": a count with its noun in the right number. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
