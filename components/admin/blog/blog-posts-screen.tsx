"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { AdminHeader } from "@/components/admin/admin-header";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { movesToTrash } from "@/components/admin/trash-note";
import { SearchBox } from "@/components/admin/list-controls";
import { DateTime } from "@/components/format/date-format";
import { usePostEditor } from "@/components/editor/blog-panel";
import { PostStatusBadge } from "@/components/editor/post-status-badge";
import { BlogPostForm } from "@/components/editor/blog-post-form";
import { useBlogPosts, useBlogStatus, useInvalidateAdmin, type PostSummary } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

const matches = (post: PostSummary, q: string) => {
  const needle = q.trim().toLowerCase();
  return !needle || [post.title, post.excerpt, ...(post.tags ?? [])].some((text) => text?.toLowerCase().includes(needle));
};

/** Whether visitors see the blog at all (the editor's blog toggle), refetched when the tab regains focus. */
function BlogVisibility() {
  const { data } = useBlogStatus();
  if (!data) return null;
  return (
    <p role="status" className="rounded-md border bg-background p-3 text-sm text-muted-foreground" data-testid="blog-visibility">
      {data.enabled ? (
        <>
          The blog is <strong className="text-foreground">on</strong>: visitors see published posts at{" "}
          <a href="/blog" target="_blank" rel="noopener" className="text-foreground underline underline-offset-2">
            /blog
          </a>
          .
        </>
      ) : (
        <>
          The blog is <strong className="text-foreground">off</strong>: visitors see no blog, even published posts. Turn it on in the{" "}
          <Link href="/visual-editor" className="text-foreground underline underline-offset-2">
            visual editor
          </Link>{" "}
          (Settings tab).
        </>
      )}
    </p>
  );
}

export function BlogPostsScreen({ username }: { username: string }) {
  const { data: posts, isPending, isError } = useBlogPosts();
  const editor = usePostEditor();
  const invalidate = useInvalidateAdmin();
  const [q, setQ] = useState("");
  const shown = (posts ?? []).filter((post) => matches(post, q));

  async function remove(post: PostSummary) {
    try {
      await adminFetch(`/api/blog/posts/${post.id}`, { method: "DELETE" });
      toast.success("Blog post deleted successfully", { description: "It is in the trash for 30 days." });
      void invalidate();
    } catch (error) {
      toast.error("Failed to delete blog post", { description: (error as Error).message });
    }
  }

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Blog posts" username={username}>
        {editor.editing ? null : (
          <Button size="sm" onClick={editor.startNew}>
            <Plus aria-hidden />
            New post
          </Button>
        )}
      </AdminHeader>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <BlogVisibility />
        {editor.editing ? (
          <Card>
            <CardContent>
              <BlogPostForm post={editor.editing} onDone={editor.done} />
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardContent className="space-y-3">
              <SearchBox label="Search blog posts" value={q} onChange={setQ} />
              {isError && (
                <p role="alert" className="text-sm text-destructive">
                  Failed to load blog posts
                </p>
              )}
              {isPending && <p className="text-sm text-muted-foreground">Loading posts...</p>}
              {!isPending && !isError && shown.length === 0 && (
                <p className="py-6 text-center text-sm text-muted-foreground">{q.trim() ? "No posts match your search." : "No posts yet. Use New post to write one."}</p>
              )}
              <ul className="divide-y rounded-md border empty:hidden">
                {shown.map((post) => (
                  <li key={post.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start" data-testid="blog-post-row">
                    <div className="min-w-0 flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-medium">{post.title}</h2>
                        <PostStatusBadge post={post} />
                      </div>
                      {post.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>}
                      <p className="text-xs text-muted-foreground">
                        /blog/{post.slug}
                        {post.tags?.length ? ` · ${post.tags.join(", ")}` : ""}
                        {post.publishedAt ? <> · <DateTime value={post.publishedAt} /></> : null}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => void editor.open(post)} aria-label={`Edit ${post.title}`}>
                        <Pencil aria-hidden />
                        Edit
                      </Button>
                      <ConfirmButton
                        variant="outline"
                        label={`Delete ${post.title}`}
                        title="Delete this post?"
                        description={movesToTrash(`“${post.title}” leaves the blog and`)}
                        confirmLabel="Delete"
                        onConfirm={() => void remove(post)}
                      >
                        <Trash2 aria-hidden />
                      </ConfirmButton>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
