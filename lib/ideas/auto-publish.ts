import "server-only";
import { getBoardSettings } from "@/lib/data/board-settings";
import { recordStatusHistory } from "@/lib/data/ideas";
import { updateSuggestion } from "@/lib/data/suggestions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLIC_SUMMARY_MAX, PUBLIC_TITLE_MAX } from "@/lib/validation/suggestion";

/** The text cut to `max` characters, with an ellipsis when it was longer. */
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * With "publish new suggestions automatically" on, a new suggestion goes on the board at once, in
 * the transaction that stores it: its own title and description become the public title and summary
 * (never its address or use case), and its status history starts. It stays moderated: the admin
 * can edit, hide or merge it like any public idea. Returns whether it was published.
 */
export async function publishOnArrival(tx: Prisma.TransactionClient, id: string, { name, description }: { name: string; description: string }): Promise<boolean> {
  if (!(await getBoardSettings(tx)).autoPublish) return false;
  const published = await updateSuggestion(id, { isPublic: true, publicTitle: clip(name, PUBLIC_TITLE_MAX), publicSummary: clip(description, PUBLIC_SUMMARY_MAX) }, tx);
  await recordStatusHistory(tx, id, { status: published.status, isPublic: false }, published);
  return true;
}
