"use client";

import { Plus } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { adminFetch } from "@/components/admin/api";
import { BlogPostForm, type EditablePost } from "./blog-post-form";
import { scheduleFields, type ServerSchedule } from "./post-schedule";

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  status: "draft" | "published";
  content?: string;
  featuredImage?: string | null;
  seoTitle?: string;
  seoDescription?: string;
  schedule?: ServerSchedule;
};

const NEW_POST: EditablePost = { id: null, title: "", excerpt: "", content: "", tags: "", status: "draft", featuredImage: "", seoTitle: "", seoDescription: "", ...scheduleFields(undefined) };

const listFrom = (data: unknown): PostSummary[] => (Array.isArray(data) ? data : ((data as { posts?: PostSummary[] } | null)?.posts ?? []));
const postFrom = (data: unknown): PostSummary => ((data as { post?: PostSummary }).post ?? (data as PostSummary));

/** The Blog tab: the post list (drafts too), select to edit, plus to write a new post. */
export function BlogPanel() {
  const [posts, setPosts] = useState<PostSummary[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState<EditablePost | null>(null);

  const load = useCallback(async () => {
    try {
      setPosts(listFrom(await adminFetch("/api/blog/posts")));
      setLoadError(false);
    } catch {
      setPosts([]);
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the list once on mount
    void load();
  }, [load]);

  async function open(post: PostSummary) {
    try {
      const full = typeof post.content === "string" ? post : postFrom(await adminFetch(`/api/blog/posts/${encodeURIComponent(post.slug)}`));
      setEditing({
        id: post.id,
        title: full.title,
        excerpt: full.excerpt ?? "",
        content: full.content ?? "",
        tags: (full.tags ?? []).join(", "),
        status: full.status ?? post.status,
        featuredImage: full.featuredImage ?? "",
        seoTitle: full.seoTitle ?? "",
        seoDescription: full.seoDescription ?? "",
        ...scheduleFields(post.schedule),
      });
    } catch (error) {
      toast.error("Failed to load blog post", { description: (error as Error).message });
    }
  }

  const close = () => {
    setEditing(null);
    void load();
  };

  return (
    <section className="space-y-3" aria-label="Blog posts">
      {/* The post editor needs the width for its side-by-side preview: a near full-screen dialog. */}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : close())}>
        <DialogContent
          className="flex h-[calc(100dvh-1rem)] max-w-[calc(100%-1rem)] flex-col gap-4 overflow-y-auto p-4 sm:max-w-[min(1500px,calc(100%-2rem))] sm:p-6"
          // Work in progress is never thrown away by a stray click or Escape: Cancel closes.
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          showCloseButton={false}
        >
          <DialogTitle>{editing?.id ? "Edit post" : "New post"}</DialogTitle>
          <DialogDescription className="sr-only">Write the post on the right; the preview shows it as the article will.</DialogDescription>
          {editing ? <BlogPostForm post={editing} onDone={close} /> : null}
        </DialogContent>
      </Dialog>
      <div className="flex items-center justify-between">
        <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">Blog posts</h2>
        <Button size="icon" variant="outline" aria-label="New blog post" title="New blog post" onClick={() => setEditing(NEW_POST)}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {posts === null ? <p className="text-muted-foreground text-sm">Loading posts...</p> : null}
      {loadError ? <p className="text-destructive text-sm">Failed to load blog posts</p> : null}
      {posts?.length === 0 && !loadError ? <p className="text-muted-foreground text-sm">No posts yet. Use the plus button to write one.</p> : null}
      <ul className="space-y-2">
        {posts?.map((post) => (
          <li key={post.id}>
            <button type="button" onClick={() => void open(post)} className="hover:bg-accent w-full rounded-md border p-2 text-left text-sm">
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{post.title}</span>
                <span className="flex gap-1">
                  {post.schedule?.publishAt || post.schedule?.unpublishAt ? <Badge variant="outline">Scheduled</Badge> : null}
                  <Badge variant={post.status === "published" ? "default" : "secondary"}>{post.status === "published" ? "Published" : "Draft"}</Badge>
                </span>
              </span>
              {post.excerpt ? <span className="text-muted-foreground mt-1 line-clamp-2 block text-xs">{post.excerpt}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
