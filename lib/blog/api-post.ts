import "server-only";
import { getAuthor } from "@/lib/blog/author";
import { readingMinutes } from "@/lib/blog/reading-time";

/**
 * A post as the blog API answers it (spec 7): with its reading time, and the admin's display name
 * as the author, as on every page (never the login name stored with the post).
 */
export async function toApiPosts<T extends { content: string; author: string }>(posts: T[]) {
  const { name } = await getAuthor();
  return posts.map((post) => ({ ...post, author: name, readingTime: readingMinutes(post.content) }));
}

export async function toApiPost<T extends { content: string; author: string }>(post: T) {
  const [answer] = await toApiPosts([post]);
  return answer!;
}
