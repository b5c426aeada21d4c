import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { BlogPostsScreen } from "@/components/admin/blog/blog-posts-screen";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Blog posts", robots: { index: false, follow: false } };

// /admin/blog: every post (drafts too), searchable, to write, edit and delete. Beside the editor's Blog tab.
export default async function AdminBlogPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <BlogPostsScreen username={admin.username} />
      </AdminShell>
    </>
  );
}
