"use client";

import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import type { NewsletterOverview } from "@/components/admin/newsletter/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";

/** The welcome e-mail (sent once, at a member's first subscription) and the topics' descriptions. */
export function WelcomeSettings({ overview }: { overview: NewsletterOverview }) {
  const [subject, setSubject] = useState(overview.settings.welcomeSubject);
  const [markdown, setMarkdown] = useState(overview.settings.welcomeMarkdown);
  const [descriptions, setDescriptions] = useState(Object.fromEntries(overview.topics.map((t) => [t.slug, t.description])));
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const topics = Object.entries(descriptions).map(([slug, description]) => ({ slug, description }));
      await adminFetch("/api/admin/newsletter/settings", { method: "PUT", body: { welcomeSubject: subject, welcomeMarkdown: markdown, topics } });
      toast.success("Saved");
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to save");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      {overview.topics.map((t) => (
        <div key={t.slug} className="grid gap-2">
          <Label htmlFor={`topic-${t.slug}`}>“{t.name}” description</Label>
          <Input id={`topic-${t.slug}`} value={descriptions[t.slug] ?? ""} maxLength={500} onChange={(e) => setDescriptions({ ...descriptions, [t.slug]: e.target.value })} />
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor="welcome-subject">Welcome e-mail subject</Label>
        <Input id="welcome-subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="welcome-markdown">Welcome e-mail text (markdown)</Label>
        <Textarea id="welcome-markdown" rows={6} value={markdown} onChange={(e) => setMarkdown(e.target.value)} />
      </div>
      <div>
        <Button onClick={() => void save()} disabled={busy || !subject.trim() || !markdown.trim()}>
          Save
        </Button>
      </div>
    </div>
  );
}
