"use client";

import { useEffect, useState } from "react";
import { adminFetch } from "@/components/admin/api";
import type { NewsletterOverview } from "@/components/admin/newsletter/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { countOf } from "@/lib/format/plural";

/** How long typing pauses before the preview is drawn again. */
const PREVIEW_PAUSE_MS = 400;

type Props = { overview: NewsletterOverview; onSent: () => void };

/** Writing an issue: markdown with a live preview of the e-mail, topics, a test, send now or schedule. */
export function IssueComposer({ overview, onSent }: Props) {
  const [subject, setSubject] = useState("");
  const [markdown, setMarkdown] = useState("");
  const [topics, setTopics] = useState<string[]>([]);
  const [source, setSource] = useState<string | null>(null);
  const [testTo, setTestTo] = useState(overview.testAddress);
  const [at, setAt] = useState("");
  const [html, setHtml] = useState("");
  const [issueId, setIssueId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!subject.trim() || !markdown.trim()) return;
    const timer = setTimeout(() => {
      adminFetch<{ html: string }>("/api/admin/newsletter/preview", { body: { subject, markdown } })
        .then((r) => setHtml(r.html))
        .catch(() => undefined);
    }, PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [subject, markdown]);

  function startFrom(value: string) {
    const found = overview.sources.find((s) => s.source === value);
    if (!found) return;
    setSource(found.source);
    setSubject(found.title);
    setMarkdown(found.markdown);
    setTopics([found.topic]);
  }

  /** Saves the issue (created on the first action, updated after) and runs the action. */
  async function run(action: { action: "test"; to: string } | { action: "send" } | { action: "schedule"; at: string }, done: string) {
    setBusy(true);
    try {
      const body = { subject, markdown, topics, source };
      let id = issueId;
      if (id) await adminFetch(`/api/admin/newsletter/${id}`, { method: "PUT", body });
      else setIssueId((id = (await adminFetch<{ id: string }>("/api/admin/newsletter", { body })).id));
      await adminFetch(`/api/admin/newsletter/${id}/send`, { body: action });
      toast.success(done);
      if (action.action !== "test") {
        setIssueId(null);
        setSubject("");
        setMarkdown("");
        setSource(null);
        setHtml("");
        onSent();
      }
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed");
    } finally {
      setBusy(false);
    }
  }

  const ready = subject.trim() !== "" && markdown.trim() !== "" && topics.length > 0 && !busy;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>New issue</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <Label htmlFor="issue-source">Start from</Label>
            <select id="issue-source" className="border-input bg-background h-9 rounded-md border px-3 text-sm" value={source ?? ""} onChange={(e) => startFrom(e.target.value)}>
              <option value="">A blank page</option>
              {overview.sources.map((s) => (
                <option key={s.source} value={s.source}>
                  {s.kind === "post" ? "Post" : "Changelog"}: {s.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="issue-subject">Subject</Label>
            <Input id="issue-subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="issue-markdown">Text (markdown)</Label>
            <Textarea id="issue-markdown" rows={12} value={markdown} onChange={(e) => setMarkdown(e.target.value)} className="font-mono text-sm" />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Topics</legend>
            {overview.topics.map((t) => (
              <label key={t.slug} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={topics.includes(t.slug)} onChange={(e) => setTopics(e.target.checked ? [...topics, t.slug] : topics.filter((x) => x !== t.slug))} />
                {t.name} <span className="text-muted-foreground">({countOf(t.subscribers, "subscriber")})</span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-48 flex-1 gap-2">
              <Label htmlFor="issue-test-to">Send a test to</Label>
              <Input id="issue-test-to" type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
            </div>
            <Button variant="outline" disabled={!ready || !testTo} onClick={() => void run({ action: "test", to: testTo }, "Test queued")}>
              Send test
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-48 flex-1 gap-2">
              <Label htmlFor="issue-at">Schedule for</Label>
              <Input id="issue-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
            </div>
            <Button variant="outline" disabled={!ready || !at} onClick={() => void run({ action: "schedule", at: new Date(at).toISOString() }, "Issue scheduled")}>
              Schedule
            </Button>
            <Button disabled={!ready} onClick={() => void run({ action: "send" }, "Sending")} data-testid="issue-send-now">
              Send now
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-2">
          <p className="text-sm font-medium">Preview</p>
          <iframe title="E-mail preview" sandbox="" srcDoc={html} className="bg-background h-[32rem] w-full rounded-md border" data-testid="issue-preview" />
        </div>
      </CardContent>
    </Card>
  );
}
