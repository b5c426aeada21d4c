import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin, updateAdminProfile } from "@/lib/data/admin";
import { createPost, listRelatedPosts, searchPublishedPosts, updatePost } from "@/lib/data/blog";
import { postExcerpt, postSeoDescription, postSeoTitle } from "@/lib/blog/summary";
import { resetDatabase } from "@/tests/integration/helpers";
import pg from "pg";

const base = { excerpt: "", content: "Body text.", author: "admin", status: "published" as const };
let ids: Record<string, string> = {};

async function post(slug: string, tags: string[], publishedAt: string, status: "draft" | "published" = "published") {
  const created = await createPost({ ...base, slug, title: slug, tags, status });
  await updatePost(created.id, { publishedAt: status === "published" ? new Date(publishedAt) : null });
  ids[slug] = created.id;
  return created;
}

beforeAll(async () => {
  await resetDatabase();
  ids = {};
  await post("subject", ["repair", "safety", "electronics"], "2026-11-01T00:00:00Z");
  await post("one-shared-new", ["safety"], "2026-11-20T00:00:00Z");
  await post("two-shared-old", ["repair", "safety"], "2026-10-01T00:00:00Z");
  await post("two-shared-new", ["electronics", "repair"], "2026-11-10T00:00:00Z");
  await post("three-shared", ["electronics", "safety", "repair", "misc"], "2026-09-01T00:00:00Z");
  await post("nothing-shared", ["woodworking"], "2026-11-24T00:00:00Z");
  await post("draft-shared", ["repair", "safety", "electronics"], "2026-11-24T00:00:00Z", "draft");
});

describe("related posts", () => {
  it("orders by shared tags, then the newest; never the post itself, drafts or unrelated posts; at most 3", async () => {
    const related = await listRelatedPosts({ id: ids.subject!, tags: ["repair", "safety", "electronics"] });
    expect(related.map((p) => p.slug)).toEqual(["three-shared", "two-shared-new", "two-shared-old"]);
    const all = await listRelatedPosts({ id: ids.subject!, tags: ["repair", "safety", "electronics"] }, 10);
    expect(all.map((p) => p.slug)).toEqual(["three-shared", "two-shared-new", "two-shared-old", "one-shared-new"]);
  });

  it("a post without tags has no related posts", async () => {
    expect(await listRelatedPosts({ id: ids.subject!, tags: [] })).toEqual([]);
  });

  it("at 10,000 posts, can be answered by the GIN index on tags, not a scan of every post", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // 10,000 published posts, 3 tags each out of 200: a tag is on about 150 posts.
      await client.query(`
        INSERT INTO blog_posts (id, slug, title, content, author, status, "publishedAt", tags, "updatedAt")
        SELECT 'bulk-' || n, 'bulk-' || n, 'Bulk ' || n, 'Body', 'admin', 'published', now() - n * interval '1 minute',
          ARRAY['t' || (n % 200), 't' || ((n * 7) % 200), 't' || ((n * 13) % 200)], now()
        FROM generate_series(1, 10000) AS n`);
      await client.query("ANALYZE blog_posts");
      // On a table this narrow a sequential scan can cost less; what matters is that the condition
      // is one the index answers (tags && ..., unlike ... = ANY (tags)), so with scans priced out
      // the planner must pick it.
      await client.query("SET enable_seqscan = off");
      const { rows } = await client.query(
        `EXPLAIN SELECT id FROM blog_posts WHERE status = 'published' AND tags && $1::text[] AND id <> $2
         ORDER BY (SELECT count(*) FROM unnest(tags) AS t WHERE t = ANY ($1::text[])) DESC, "publishedAt" DESC NULLS LAST, "createdAt" DESC, id DESC LIMIT 3`,
        [["t1", "t2", "t3"], ids.subject],
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toContain("blog_posts_tags_gin_idx");
      expect(plan).not.toMatch(/Seq Scan on blog_posts/);
      const related = await listRelatedPosts({ id: "bulk-1", tags: ["t1", "t7", "t13"] });
      expect(related).toHaveLength(3);
      expect(related.every((p) => p.tags.some((t) => ["t1", "t7", "t13"].includes(t)))).toBe(true);
    } finally {
      await client.query("DELETE FROM blog_posts WHERE id LIKE 'bulk-%'");
      await client.end();
    }
  });
});

describe("tag archive query", () => {
  it("lists a tag's published posts newest first, with the total", async () => {
    const { posts, total } = await searchPublishedPosts({ tag: "repair", take: 2 });
    expect(total).toBe(4);
    expect(posts.map((p) => p.slug)).toEqual(["two-shared-new", "subject"]);
    expect((await searchPublishedPosts({ tag: "Repair", take: 2 })).total).toBe(0);
  });
});

describe("per-post SEO fields", () => {
  it("are stored and fall back to the title and the excerpt / content", async () => {
    const stored = await updatePost(ids.subject!, { seoTitle: "Subject, the SEO way", seoDescription: "" , excerpt: "Short one." });
    expect(postSeoTitle(stored)).toBe("Subject, the SEO way");
    expect(postSeoDescription(stored)).toBe("Short one.");
    const plain = await updatePost(ids.subject!, { seoTitle: "", excerpt: "" });
    expect(postSeoTitle(plain)).toBe("subject");
    expect(postExcerpt(plain)).toBe("Body text.");
  });

  it("the profile update keeps only the public fields", async () => {
    const admin = await createAdmin("related-admin", await hashPassword("related-admin-password"));
    expect(await updateAdminProfile(admin.id, { displayName: "Ada", bio: "", avatar: null })).toEqual({ displayName: "Ada", bio: "", avatar: null });
  });
});
