"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { ImageUploadField } from "@/components/admin/image-upload-field";
import { adminFetch, RequestError } from "@/components/admin/api";
import { MarkdownEditor } from "@/components/editor/markdown-editor";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { postExcerpt } from "@/lib/blog/summary";
import { BLOG_LIMITS } from "@/lib/validation/blog";
import { PostScheduleInputs, scheduleBody, type PostScheduleFields } from "./post-schedule";
import { PreviewLinks } from "./preview-links";
import { movesToTrash } from "@/components/admin/trash-note";

export type EditablePost = {
  id: string | null;
  title: string;
  excerpt: string;
  content: string;
  tags: string;
  status: "draft" | "published";
  featuredImage: string;
  seoTitle: string;
  seoDescription: string;
} & PostScheduleFields;

const parseTags = (text: string) => [...new Set(text.split(",").map((t) => t.trim()).filter(Boolean))];

/**
 * Write or edit one post: title, cover, excerpt, tags, SEO overrides and draft/published beside a
 * markdown editor whose preview is the article's own renderer.
 */
export function BlogPostForm({ post, onDone }: { post: EditablePost; onDone: () => void }) {
  const [draft, setDraft] = useState(post);
  const [pending, setPending] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof EditablePost>(key: K, value: EditablePost[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const body = {
        title: draft.title.trim(),
        excerpt: draft.excerpt.trim(),
        content: draft.content,
        tags: parseTags(draft.tags),
        status: draft.status,
        featuredImage: draft.featuredImage || null,
        seoTitle: draft.seoTitle.trim(),
        seoDescription: draft.seoDescription.trim(),
        ...scheduleBody(draft),
        ...(newsletter ? { newsletter: true } : {}),
      };
      await adminFetch(draft.id ? `/api/blog/posts/${draft.id}` : "/api/blog/posts", { method: draft.id ? "PUT" : "POST", body });
      toast.success("Blog post saved successfully");
      onDone();
    } catch (error) {
      if (error instanceof RequestError && error.fields) setErrors(error.fields);
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
      toast.success("Blog post deleted successfully", { description: "It is in the trash for 30 days." });
      onDone();
    } catch (error) {
      toast.error("Failed to delete blog post", { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`post-${name}-error`} className="text-destructive text-xs">
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `post-${name}-error` } : {});

  return (
    <form onSubmit={save} className="grid gap-6 lg:grid-cols-[minmax(280px,1fr)_2.4fr]" aria-label={draft.id ? "Edit blog post" : "New blog post"}>
      <div className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="post-title">Title</Label>
          <Input id="post-title" required maxLength={BLOG_LIMITS.title} value={draft.title} onChange={(e) => set("title", e.target.value)} {...invalid("title")} />
          {fieldError("title")}
        </div>
        <div className="space-y-1">
          <span className="text-sm leading-none font-medium">Cover image</span>
          <ImageUploadField field="cover" label="Cover image" value={draft.featuredImage} onChange={(url) => set("featuredImage", url)} previewClassName="aspect-[16/9] w-full" />
          {fieldError("featuredImage")}
        </div>
        <div className="space-y-1">
          <Label htmlFor="post-excerpt">Excerpt</Label>
          <Textarea
            id="post-excerpt"
            rows={3}
            maxLength={BLOG_LIMITS.excerpt}
            value={draft.excerpt}
            placeholder={draft.content.trim() ? postExcerpt({ ...draft, excerpt: "" }) : "Shown on the post's card; left empty, the start of the content"}
            onChange={(e) => set("excerpt", e.target.value)}
            {...invalid("excerpt")}
          />
          {fieldError("excerpt")}
        </div>
        <div className="space-y-1">
          <Label htmlFor="post-tags">Tags (comma-separated)</Label>
          <Input id="post-tags" maxLength={300} value={draft.tags} placeholder="repair, safety" onChange={(e) => set("tags", e.target.value)} {...invalid("tags")} />
          {fieldError("tags")}
        </div>
        <fieldset className="space-y-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Search and sharing</legend>
          <CountedInput id="post-seo-title" label="SEO title" value={draft.seoTitle} max={BLOG_LIMITS.seoTitle} placeholder={draft.title || "The post's title"} onChange={(v) => set("seoTitle", v)} error={errors.seoTitle} />
          <CountedInput
            id="post-seo-description"
            label="SEO description"
            multiline
            value={draft.seoDescription}
            max={BLOG_LIMITS.seoDescription}
            placeholder={draft.excerpt || "The excerpt"}
            onChange={(v) => set("seoDescription", v)}
            error={errors.seoDescription}
          />
        </fieldset>
        <div className="flex items-center gap-2">
          <Switch id="post-published" checked={draft.status === "published"} onCheckedChange={(on) => set("status", on ? "published" : "draft")} />
          <Label htmlFor="post-published">Published</Label>
        </div>
        <PostScheduleInputs value={draft} onChange={(key, value) => set(key, value)} />
        <div className="flex items-center gap-2">
          <Switch id="post-newsletter" checked={newsletter} onCheckedChange={setNewsletter} />
          <Label htmlFor="post-newsletter">Also send as a newsletter to “Blog” subscribers, when it is published (once per post)</Label>
        </div>
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
              description={movesToTrash(`“${draft.title}” leaves the blog and`)}
              confirmLabel="Delete"
              onConfirm={() => void remove()}
              disabled={pending}
              className="ml-auto"
            >
              Delete
            </ConfirmButton>
          ) : null}
        </div>
      </div>
      <MarkdownEditor value={draft.content} onChange={(v) => set("content", v)} title={draft.title} cover={draft.featuredImage} error={errors.content} />
    </form>
  );
}

/** A text field with its live "n / max" count and the fallback it leaves in place when empty. */
function CountedInput(props: { id: string; label: string; value: string; max: number; placeholder: string; onChange: (v: string) => void; error?: string; multiline?: boolean }) {
  const { id, label, value, max, placeholder, onChange, error, multiline } = props;
  const describedBy = `${id}-count${error ? ` ${id}-error` : ""}`;
  const common = { id, value, maxLength: max, placeholder, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined };
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-count`} className="text-muted-foreground text-xs tabular-nums">
          {value.length} / {max}
        </span>
      </div>
      {multiline ? <Textarea rows={3} {...common} onChange={(e) => onChange(e.target.value)} /> : <Input {...common} onChange={(e) => onChange(e.target.value)} />}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
