"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { adminFetch } from "@/components/admin/api";
import { useBlogPosts, useInvalidateAdmin, type PostSummary } from "@/components/query/queries";
import { BlogPostForm, type EditablePost } from "./blog-post-form";
import { scheduleFields } from "./post-schedule";
import { PostStatusBadge } from "./post-status-badge";

export type { PostSummary };

const postFrom = (data: unknown): PostSummary => ((data as { post?: PostSummary }).post ?? (data as PostSummary));

export const NEW_POST: EditablePost = { id: null, title: "", excerpt: "", content: "", tags: "", status: "draft", featuredImage: "", seoTitle: "", seoDescription: "", ...scheduleFields(undefined) };

/** A listed post as the form edits it (its content fetched when the list did not carry it). */
export async function editablePost(post: PostSummary): Promise<EditablePost> {
  const full = typeof post.content === "string" ? post : postFrom(await adminFetch(`/api/blog/posts/${encodeURIComponent(post.slug)}`));
  return {
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
  };
}

/** Opens a post in the form: its editable state, or a toast when it could not be loaded. */
export function usePostEditor() {
  const [editing, setEditing] = useState<EditablePost | null>(null);
  const invalidate = useInvalidateAdmin();
  async function open(post: PostSummary) {
    try {
      setEditing(await editablePost(post));
    } catch (error) {
      toast.error("Failed to load blog post", { description: (error as Error).message });
    }
  }
  function done() {
    setEditing(null);
    void invalidate();
  }
  return { editing, open, startNew: () => setEditing(NEW_POST), done };
}

/** The Blog tab: the post list (drafts too), select to edit, plus to write a new post. */
export function BlogPanel() {
  const { data: posts, isError: loadError, isPending } = useBlogPosts();
  const editor = usePostEditor();

  return (
    <section className="space-y-3" aria-label="Blog posts">
      {/* The post editor needs the width for its side-by-side preview: a near full-screen dialog. */}
      <Dialog open={editor.editing !== null} onOpenChange={(open) => (open ? null : editor.done())}>
        <DialogContent
          className="flex h-[calc(100dvh-1rem)] max-w-[calc(100%-1rem)] flex-col gap-4 overflow-y-auto p-4 sm:max-w-[min(1500px,calc(100%-2rem))] sm:p-6"
          // Work in progress is never thrown away by a stray click or Escape: Cancel closes.
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          showCloseButton={false}
        >
          <DialogTitle>{editor.editing?.id ? "Edit post" : "New post"}</DialogTitle>
          <DialogDescription className="sr-only">Write the post on the right; the preview shows it as the article will.</DialogDescription>
          {editor.editing ? <BlogPostForm post={editor.editing} onDone={editor.done} /> : null}
        </DialogContent>
      </Dialog>
      <div className="flex items-center justify-between">
        <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">Blog posts</h2>
        <Button size="icon" variant="outline" aria-label="New blog post" title="New blog post" onClick={editor.startNew}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {isPending ? <p className="text-muted-foreground text-sm">Loading posts...</p> : null}
      {loadError ? <p className="text-destructive text-sm">Failed to load blog posts</p> : null}
      {posts?.length === 0 ? <p className="text-muted-foreground text-sm">No posts yet. Use the plus button to write one.</p> : null}
      <ul className="space-y-2">
        {posts?.map((post) => (
          <li key={post.id}>
            <button type="button" onClick={() => void editor.open(post)} className="hover:bg-accent w-full rounded-md border p-2 text-left text-sm">
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{post.title}</span>
                <span className="flex gap-1">
                  <PostStatusBadge post={post} />
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
