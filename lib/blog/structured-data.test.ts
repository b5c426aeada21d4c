import { describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/env";
import { blogBreadcrumbLd, blogPostingLd, profilePageLd } from "@/lib/blog/structured-data";

const author = { name: "Ada Fixwell", bio: "Takes things apart.", avatar: "/uploads/0123456789abcdef0123456789abcdef.png", url: `${siteUrl}/blog/author` };
const post = {
  slug: "fixing-a-drawer",
  title: "Fixing a drawer",
  description: "Runners, screws and patience.",
  image: "/uploads/fedcba9876543210fedcba9876543210.jpg",
  publishedAt: new Date("2026-11-01T10:00:00Z"),
  updatedAt: new Date("2026-11-02T10:00:00Z"),
  tags: ["repair", "furniture"],
  wordCount: 420,
};

describe("blog JSON-LD", () => {
  it("BlogPosting: absolute image, ISO dates and the author as a Person with the author page", () => {
    expect(blogPostingLd(post, author, "StepWise")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Fixing a drawer",
      description: "Runners, screws and patience.",
      image: [`${siteUrl}/uploads/fedcba9876543210fedcba9876543210.jpg`],
      datePublished: "2026-11-01T10:00:00.000Z",
      dateModified: "2026-11-02T10:00:00.000Z",
      author: { "@type": "Person", name: "Ada Fixwell", url: `${siteUrl}/blog/author`, image: `${siteUrl}${author.avatar}`, description: "Takes things apart." },
      publisher: { "@type": "Organization", name: "StepWise" },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}/blog/fixing-a-drawer` },
      wordCount: 420,
    });
  });

  it("an external cover stays as it is; no avatar or bio means no image or description", () => {
    const ld = blogPostingLd({ ...post, image: "https://cdn.example/cover.webp" }, { ...author, avatar: null, bio: "" }, "StepWise");
    expect(ld.image).toEqual(["https://cdn.example/cover.webp"]);
    expect(ld.author).toEqual({ "@type": "Person", name: "Ada Fixwell", url: `${siteUrl}/blog/author` });
  });

  it("BreadcrumbList: Home › Blog › page, positions from 1, absolute items", () => {
    expect(blogBreadcrumbLd({ name: "repair", path: "/blog/tag/repair" })).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
        { "@type": "ListItem", position: 3, name: "repair", item: `${siteUrl}/blog/tag/repair` },
      ],
    });
  });

  it("ProfilePage with the author as its main entity", () => {
    expect(profilePageLd(author)).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person", name: "Ada Fixwell" } });
  });
});
