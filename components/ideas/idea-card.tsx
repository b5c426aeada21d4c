import Link from "next/link";
import { VoteButton } from "@/components/ideas/vote-button";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@/lib/validation/suggestion";

export type IdeaSummary = { id: string; title: string; summary: string; status: SuggestionStatus; votes: number; answer: string };

export function StatusLabel({ status }: { status: SuggestionStatus }) {
  return <span className="bg-muted text-muted-foreground rounded-full border px-2 py-0.5 text-xs font-medium">{SUGGESTION_STATUS_LABELS[status]}</span>;
}

/** One idea on the board: the vote button beside the admin's title, summary and official answer. */
export function IdeaCard({ idea }: { idea: IdeaSummary }) {
  return (
    <li className="bg-card flex gap-4 rounded-xl border p-4 shadow-xs" data-testid={`idea-${idea.id}`}>
      <VoteButton ideaId={idea.id} votes={idea.votes} title={idea.title} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">
            <Link href={`/ideas/${idea.id}`} className="hover:underline">
              {idea.title}
            </Link>
          </h2>
          <StatusLabel status={idea.status} />
        </div>
        {idea.summary ? <p className="text-muted-foreground mt-1 line-clamp-3 text-sm whitespace-pre-line">{idea.summary}</p> : null}
        {idea.answer ? (
          <p className="border-primary/40 mt-2 line-clamp-2 border-l-2 pl-3 text-sm" data-testid="idea-answer">
            <span className="font-medium">Official answer: </span>
            {idea.answer}
          </p>
        ) : null}
      </div>
    </li>
  );
}
