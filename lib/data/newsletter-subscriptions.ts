import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Topic = { slug: string; name: string; description: string };

/** The topics in their order (the migration creates "Product updates" and "Blog"). */
export function listTopics(client: Prisma.TransactionClient = db): Promise<Topic[]> {
  return client.newsletterTopic.findMany({ orderBy: [{ position: "asc" }, { slug: "asc" }], select: { slug: true, name: true, description: true } });
}

/** Only the slugs that name a topic: an unknown one is dropped, never an error a stranger can probe. */
async function knownTopics(slugs: string[] | undefined, client: Prisma.TransactionClient): Promise<string[]> {
  const topics = await listTopics(client);
  return slugs === undefined ? topics.map((t) => t.slug) : topics.filter((t) => slugs.includes(t.slug)).map((t) => t.slug);
}

/** Adds the member to these topics (those they have stay); returns the slugs added now. */
export async function addSubscriptions(tx: Prisma.TransactionClient, memberId: string, slugs: string[] | undefined): Promise<string[]> {
  const topics = await knownTopics(slugs, tx);
  const have = new Set((await tx.newsletterSubscription.findMany({ where: { memberId }, select: { topicSlug: true } })).map((s) => s.topicSlug));
  const added = topics.filter((t) => !have.has(t));
  await tx.newsletterSubscription.createMany({ data: added.map((topicSlug) => ({ memberId, topicSlug })), skipDuplicates: true });
  return added;
}

/** The member's topics become exactly these. */
export async function setSubscriptions(memberId: string, slugs: string[], client: Prisma.TransactionClient = db): Promise<string[]> {
  const topics = await knownTopics(slugs, client);
  await client.newsletterSubscription.deleteMany({ where: { memberId, topicSlug: { notIn: topics } } });
  await client.newsletterSubscription.createMany({ data: topics.map((topicSlug) => ({ memberId, topicSlug })), skipDuplicates: true });
  return topics;
}

export async function subscribedTopics(memberId: string, client: Prisma.TransactionClient = db): Promise<string[]> {
  const rows = await client.newsletterSubscription.findMany({ where: { memberId }, select: { topicSlug: true }, orderBy: { topicSlug: "asc" } });
  return rows.map((r) => r.topicSlug);
}

/** The member of a normalised address (a welcome or test e-mail's newsletter link names the address). */
export function findSubscriber(emailKey: string) {
  return db.member.findUnique({ where: { emailKey }, select: { id: true, email: true } });
}

/** An unconfirmed address asked for these topics: kept until its link expires. */
export async function savePendingSignup(emailKey: string, slugs: string[] | undefined, expiresAt: Date, client: Prisma.TransactionClient = db) {
  const topics = await knownTopics(slugs, client);
  await client.newsletterSignup.upsert({ where: { emailKey }, create: { emailKey, topics, expiresAt }, update: { topics, expiresAt } });
}

/** Whether this key has a pending sign-up that is still live. */
export async function hasPendingSignup(emailKey: string): Promise<boolean> {
  return (await db.newsletterSignup.count({ where: { emailKey, expiresAt: { gt: new Date() } } })) > 0;
}

/** A live pending sign-up now waits until `expiresAt` (the new link that confirms it lives that long). */
export async function extendPendingSignup(tx: Prisma.TransactionClient, emailKey: string, expiresAt: Date) {
  await tx.newsletterSignup.updateMany({ where: { emailKey, expiresAt: { gt: new Date() } }, data: { expiresAt } });
}

/** The pending sign-up of a key that is still live, taken (deleted) in the transaction; null when none. */
export async function takePendingSignup(tx: Prisma.TransactionClient, emailKey: string, now: Date): Promise<string[] | null> {
  const [row] = await tx.$queryRaw<{ topics: string[]; expiresAt: Date }[]>`DELETE FROM newsletter_signups WHERE "emailKey" = ${emailKey} RETURNING topics, "expiresAt"`;
  return row && row.expiresAt > now ? row.topics : null;
}

/** How many confirmed members subscribe to at least one topic (the weekly report's "subscribers"). */
export async function countSubscribers(client: Prisma.TransactionClient = db): Promise<number> {
  const [row] = await client.$queryRaw<{ n: bigint }[]>`SELECT count(DISTINCT "memberId") AS n FROM newsletter_subscriptions`;
  return Number(row?.n ?? 0);
}

const DEFAULT_WELCOME = {
  welcomeSubject: "Welcome to the StepWise newsletter",
  welcomeMarkdown: "Thanks for subscribing.\n\nWe will write when there is something worth reading: new features, fixes and posts from the blog. You can change your topics or unsubscribe at any time from your account or the link at the foot of every e-mail.",
};

/** The welcome e-mail as the admin last saved it (our words until then). */
export async function getNewsletterSettings(client: Prisma.TransactionClient = db) {
  const row = await client.newsletterSettings.findUnique({ where: { id: 1 }, select: { welcomeSubject: true, welcomeMarkdown: true } });
  return row ?? DEFAULT_WELCOME;
}

export async function saveNewsletterSettings(input: { welcomeSubject: string; welcomeMarkdown: string; topics: { slug: string; description: string }[] }) {
  await db.$transaction(async (tx) => {
    const welcome = { welcomeSubject: input.welcomeSubject, welcomeMarkdown: input.welcomeMarkdown };
    await tx.newsletterSettings.upsert({ where: { id: 1 }, create: { id: 1, ...welcome }, update: welcome });
    for (const topic of input.topics) await tx.newsletterTopic.updateMany({ where: { slug: topic.slug }, data: { description: topic.description } });
  });
}
