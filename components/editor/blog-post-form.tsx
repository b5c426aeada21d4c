"use client";

import { useState, type FormEvent } from "react";
import ReactMarkdown from "react-markdown";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { adminFetch } from "@/components/admin/api";
import { PostScheduleInputs, scheduleBody, type PostScheduleFields } from "./post-schedule";
import { PreviewLinks } from "./preview-links";

export type EditablePost = { id: string | null; title: string; excerpt: string; content: string; tags: string; status: "draft" | "published" } & PostScheduleFields;

// Links in the preview only to http(s), mailto and same-site paths (DECISIONS.md).
const safeUrl = (url: string) => (/^(https?:|mailto:|\/|#)/i.test(url) ? url : "");
const parseTags = (text: string) => [...new Set(text.split(",").map((t) => t.trim()).filter(Boolean))];

/** Write or edit one post: title, excerpt, markdown content with a preview, tags, draft/published. */
export function BlogPostForm({ post, onDone }: { post: EditablePost; onDone: () => void }) {
  const [draft, setDraft] = useState(post);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof EditablePost>(key: K, value: EditablePost[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const body = { title: draft.title.trim(), excerpt: draft.excerpt.trim(), content: draft.content, tags: parseTags(draft.tags), status: draft.status, ...scheduleBody(draft) };
      await adminFetch(draft.id ? `/api/blog/posts/${draft.id}` : "/api/blog/posts", { method: draft.id ? "PUT" : "POST", body });
      toast.success("Blog post saved successfully");
      onDone();
    } catch (error) {
      toast.error("Failed to save blog post", { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    if (!draft.id) return;
    setPending(true);
    try {
      await adminFetch(`/api/blog/posts/${draft.id}`, { method: "DELETE" });
      toast.success("Blog post deleted successfully");
      onDone();
    } catch (error) {
      toast.error("Failed to delete blog post", { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} className="space-y-3" aria-label={draft.id ? "Edit blog post" : "New blog post"}>
      <h2 className="text-sm font-semibold">{draft.id ? "Edit post" : "New post"}</h2>
      <div className="space-y-1">
        <Label htmlFor="post-title">Title</Label>
        <Input id="post-title" required maxLength={200} value={draft.title} onChange={(e) => set("title", e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="post-excerpt">Excerpt</Label>
        <Textarea id="post-excerpt" rows={2} maxLength={500} value={draft.excerpt} onChange={(e) => set("excerpt", e.target.value)} />
      </div>
      <Tabs defaultValue="write" className="gap-1">
        <div className="flex items-center justify-between">
          <Label htmlFor="post-content">Content (Markdown)</Label>
          <TabsList className="h-8">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write">
          <Textarea id="post-content" required rows={12} maxLength={50_000} className="font-mono text-xs" value={draft.content} onChange={(e) => set("content", e.target.value)} />
        </TabsContent>
        <TabsContent value="preview" className="prose prose-sm max-h-96 overflow-auto rounded-md border p-3 text-sm [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5">
          {draft.content.trim() ? <ReactMarkdown skipHtml urlTransform={safeUrl}>{draft.content}</ReactMarkdown> : <p className="text-muted-foreground">Nothing to preview yet.</p>}
        </TabsContent>
      </Tabs>
      <div className="space-y-1">
        <Label htmlFor="post-tags">Tags (comma-separated)</Label>
        <Input id="post-tags" maxLength={300} value={draft.tags} placeholder="repair, safety" onChange={(e) => set("tags", e.target.value)} />
      </div>
      <div className="flex items-center gap-2">
        <Switch id="post-published" checked={draft.status === "published"} onCheckedChange={(on) => set("status", on ? "published" : "draft")} />
        <Label htmlFor="post-published">Published</Label>
      </div>
      <PostScheduleInputs value={draft} onChange={(key, value) => set(key, value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : "Save Post"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        {draft.id ? <PreviewLinks kind="post" postId={draft.id} /> : null}
        {draft.id ? (
          <ConfirmButton
            title="Delete this post?"
            description={`“${draft.title}” will be removed from the blog. This cannot be undone.`}
            confirmLabel="Delete"
            onConfirm={() => void remove()}
            disabled={pending}
            className="ml-auto"
          >
            Delete
          </ConfirmButton>
        ) : null}
      </div>
    </form>
  );
}
