import { z } from "zod";
import { EMAIL_MAX, EMAIL_MESSAGE, formGuardFields, tooLong } from "@/lib/validation/form-guard";

export const TOPIC_SLUG = /^[a-z0-9-]{1,40}$/;
const topicList = z.array(z.string().regex(TOPIC_SLUG, "Unknown topic")).max(20);

/** POST /api/newsletter/subscribe and the footer form: an address and, optionally, the topics (all when absent). */
export const subscribeSchema = z.strictObject({
  email: z.string().trim().min(1, "Please enter your e-mail address.").max(EMAIL_MAX, tooLong(EMAIL_MAX)).pipe(z.email(EMAIL_MESSAGE)),
  topics: topicList.optional(),
  ...formGuardFields,
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** POST /api/account/newsletter: the topics the member wants, exactly (an empty list unsubscribes from all). */
export const topicsSchema = z.strictObject({ topics: topicList });

/** The unsubscribe page's preferences: the signed token of the e-mail and the topics to keep. */
export const tokenTopicsSchema = z.strictObject({ token: z.string().max(512, tooLong(512)), topics: topicList });

export const SUBJECT_MAX = 200;
export const MARKDOWN_MAX = 100_000;

/** An issue as the admin writes it. */
export const issueSchema = z.strictObject({
  subject: z.string().trim().min(1, "Write a subject.").max(SUBJECT_MAX, tooLong(SUBJECT_MAX)),
  markdown: z.string().trim().min(1, "Write the issue.").max(MARKDOWN_MAX, tooLong(MARKDOWN_MAX)),
  topics: topicList.min(1, "Choose at least one topic."),
  source: z.string().max(100).nullable().optional(),
});

/** What the admin does with an issue: send now, schedule, or send a test to themselves. */
export const issueActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("send") }),
  z.strictObject({ action: z.literal("schedule"), at: z.iso.datetime({ offset: true }) }),
  z.strictObject({ action: z.literal("test"), to: z.string().trim().max(EMAIL_MAX).pipe(z.email(EMAIL_MESSAGE)) }),
]);

/** The admin's edit of a topic's description and of the welcome e-mail. */
export const newsletterSettingsSchema = z.strictObject({
  welcomeSubject: z.string().trim().min(1).max(SUBJECT_MAX, tooLong(SUBJECT_MAX)),
  welcomeMarkdown: z.string().trim().min(1).max(MARKDOWN_MAX, tooLong(MARKDOWN_MAX)),
  topics: z.array(z.strictObject({ slug: z.string().regex(TOPIC_SLUG), description: z.string().trim().max(500, tooLong(500)) })).max(20),
});
