import "server-only";
import { postgres } from "@/lib/postgres";
import { writeTagTimes } from "@/server/cache/store";

export type PathToRevalidate = { path: string; type?: "layout" | "page" };

// Next's implicit tag of a path (next/dist/server/web/spec-extension/revalidate.js, revalidatePath).
const IMPLICIT_TAG = "_N_T_";

export function implicitTags({ path, type }: PathToRevalidate): string[] {
  let tag = `${IMPLICIT_TAG}${path.length > 1 ? path.replace(/\/$/, "") : path}`;
  if (type) tag += `${tag.endsWith("/") ? "" : "/"}${type}`;
  if (tag === `${IMPLICIT_TAG}/`) return [tag, `${IMPLICIT_TAG}/index`];
  return [tag];
}

/**
 * revalidatePath for work that runs outside a request (scheduled jobs): Next's own function
 * needs a request's store, so the same tags are written to the shared cache's tag table, which
 * NOTIFYs every instance (server/cache/store.ts), this one included.
 */
export async function revalidatePathsOutsideRequest(paths: PathToRevalidate[]) {
  const now = Date.now();
  const states = new Map(paths.flatMap(implicitTags).map((tag) => [tag, { stale: null, expired: now }] as const));
  await writeTagTimes(postgres(), states);
}
