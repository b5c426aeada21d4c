// Post slugs: made from the title, lower-case ASCII words joined by dashes, unique with a suffix.
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Paths under /blog that are pages of their own (author, tag archives), never a post's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["author", "tag"]);

/** "Héllo, World!" -> "hello-world"; a title with no usable letters gives "post". */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
  return slug || "post";
}

/** The first of base, base-2, base-3, ... that `taken` says is free (and that is not reserved). */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!RESERVED_SLUGS.has(base) && !(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, "")}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
