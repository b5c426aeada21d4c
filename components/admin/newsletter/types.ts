export type Topic = { slug: string; name: string; description: string; subscribers: number };
export type IssueStats = { recipients: number; sent: number; delivered: number; bounced: number; complained: number; delayed: number; unsubscribed: number; failed: number; skipped: number; waiting: number };
export type IssueItem = { id: string; subject: string; topics: string[]; status: string; scheduledAt: string | null; finishedAt: string | null; createdAt: string; stats: IssueStats | null };
export type IssueSource = { source: string; kind: "post" | "changelog"; title: string; markdown: string; topic: string };
export type NewsletterOverview = { topics: Topic[]; issues: IssueItem[]; sources: IssueSource[]; settings: { welcomeSubject: string; welcomeMarkdown: string }; testAddress: string };
export type Failure = { email: string; status: string; lastError: string | null; updatedAt: string };
