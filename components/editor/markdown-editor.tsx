"use client";

import { useState } from "react";
import { ArticleBody } from "@/components/blog/article-body";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { postStatsLabel } from "@/lib/blog/reading-time";
import { BLOG_LIMITS } from "@/lib/validation/blog";
import { cn } from "@/lib/utils";

type Pane = "write" | "preview";

/**
 * Markdown beside its preview (side by side on wide screens, Write/Preview tabs on a phone). The
 * preview is the article's own ArticleBody, so it renders exactly as the published post will.
 */
export function MarkdownEditor({ value, onChange, title, cover, error }: { value: string; onChange: (v: string) => void; title: string; cover: string; error?: string }) {
  const [pane, setPane] = useState<Pane>("write");
  const tab = (id: Pane, label: string) => (
    <button
      type="button"
      role="tab"
      id={`post-${id}-tab`}
      aria-selected={pane === id}
      aria-controls={`post-${id}-pane`}
      onClick={() => setPane(id)}
      className={cn("rounded-md px-3 py-1 text-sm font-medium", pane === id ? "bg-background text-foreground shadow-sm" : "text-muted-foreground")}
    >
      {label}
    </button>
  );

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="post-content">Content (Markdown)</Label>
        <p className="text-muted-foreground text-xs tabular-nums" data-testid="post-stats">
          {postStatsLabel(value)}
        </p>
        <div role="tablist" aria-label="Editor view" className="bg-muted inline-flex rounded-lg p-1 lg:hidden">
          {tab("write", "Write")}
          {tab("preview", "Preview")}
        </div>
      </div>
      <div className="grid min-h-0 gap-4 lg:grid-cols-2">
        <div id="post-write-pane" role="tabpanel" aria-labelledby="post-write-tab" className={cn("flex flex-col", pane !== "write" && "max-lg:hidden")}>
          <Textarea
            id="post-content"
            required
            maxLength={BLOG_LIMITS.content}
            spellCheck
            className="min-h-[50dvh] flex-1 resize-y font-mono text-sm lg:min-h-[65dvh]"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "post-content-error" : undefined}
          />
          {error ? (
            <p id="post-content-error" className="text-destructive mt-1 text-xs">
              {error}
            </p>
          ) : null}
        </div>
        <div
          id="post-preview-pane"
          role="tabpanel"
          aria-labelledby="post-preview-tab"
          // It scrolls on its own: reachable by keyboard (Tab, then the arrow keys).
          tabIndex={0}
          className={cn("bg-background min-h-[50dvh] overflow-auto rounded-md border p-4 lg:max-h-[75dvh] lg:min-h-[65dvh] sm:p-6", pane !== "preview" && "max-lg:hidden")}
          data-testid="post-preview"
        >
          <p className="text-muted-foreground mb-4 text-xs font-semibold tracking-wide uppercase">Preview</p>
          {title.trim() ? <h1 className="mb-6 text-3xl leading-tight font-bold tracking-tight">{title}</h1> : null}
          {cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- the uploaded cover, as the article shows it
            <img src={cover} alt="" className="bg-muted mb-8 aspect-[16/9] w-full rounded-xl border object-cover" />
          ) : null}
          {value.trim() ? <ArticleBody content={value} /> : <p className="text-muted-foreground">Nothing to preview yet.</p>}
        </div>
      </div>
    </div>
  );
}
