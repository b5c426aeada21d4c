import { Badge } from "@/components/ui/badge";
import { FEEDBACK_STATUS_LABELS } from "@/lib/config";
import type { AccountOverview } from "@/lib/data/member-account";
import { formatSiteDate } from "@/lib/format/site-date";
import { SUGGESTION_STATUS_LABELS } from "@/lib/validation/suggestion";

type Item = { id: string; kind: string; title: string; body: string; createdAt: Date; status?: string; response?: string | null };

/** Everything the member sent, newest first, each with its status and the admin's answer. */
export function SentItems({ overview }: { overview: AccountOverview }) {
  const items: Item[] = [
    ...overview.feedback.map((f) => ({ id: f.id, kind: "Feedback", title: f.rating ? `Rated ${f.rating} of 5` : "Feedback", body: f.clarity, createdAt: f.createdAt, status: FEEDBACK_STATUS_LABELS[f.status], response: f.response })),
    ...overview.suggestions.map((s) => ({ id: s.id, kind: "Suggestion", title: s.name, body: s.description, createdAt: s.createdAt, status: SUGGESTION_STATUS_LABELS[s.status], response: s.response })),
    ...overview.messages.map((m) => ({ id: m.id, kind: "Message", title: m.subject, body: m.message, createdAt: m.createdAt })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  if (items.length === 0) return <p className="text-muted-foreground text-sm">Nothing yet. Feedback, suggestions and messages you send with this address show here.</p>;
  return (
    <ul className="divide-y" data-testid="sent-items">
      {items.map((item) => (
        <li key={item.id} className="py-4 first:pt-0 last:pb-0" data-testid="sent-item">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <Badge variant="secondary">{item.kind}</Badge>
            {item.status ? <Badge variant="outline">{item.status}</Badge> : null}
            <time className="text-muted-foreground" dateTime={item.createdAt.toISOString()}>
              {formatSiteDate(item.createdAt, "day")}
            </time>
          </div>
          <p className="mt-2 font-medium wrap-anywhere">{item.title}</p>
          <p className="text-muted-foreground mt-1 line-clamp-3 text-sm wrap-anywhere whitespace-pre-line">{item.body}</p>
          {item.response ? (
            <div className="bg-muted mt-3 rounded-r-lg border-l-4 border-primary px-3 py-2 text-sm">
              <p className="text-xs font-semibold">Our answer</p>
              <p className="mt-1 wrap-anywhere whitespace-pre-line">{item.response}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
