import "server-only";
import { memberTokenHash } from "@/lib/members/token";

/** Why a single-use link (sign-in, address change) cannot be used. */
export type LinkProblem = "used" | "expired" | "unknown" | "malformed";

/** A link's state for its page, from its token: the stored link while usable, or the problem. Reads only. */
export async function inspectLink<T extends { expiresAt: Date; usedAt: Date | null }>(token: unknown, find: (hash: string) => Promise<T | null>): Promise<{ kind: "ready"; link: T } | { kind: LinkProblem }> {
  const hash = memberTokenHash(token);
  if (!hash) return { kind: "malformed" };
  const link = await find(hash);
  if (!link) return { kind: "unknown" };
  if (link.usedAt) return { kind: "used" };
  if (link.expiresAt.getTime() <= Date.now()) return { kind: "expired" };
  return { kind: "ready", link };
}
