import { expect, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { unlockGates } from "./admin";

export type E2EPost = { id: string; slug: string; title: string; content: string; status: string };

/**
 * Switches the blog through the editor's save call (POST /api/admin/visual-editor/save), which
 * revalidates every cached page: exactly what the admin's toggle does. Needs an admin session;
 * unlocks the editor's password gate first.
 */
export async function setBlogEnabled(request: APIRequestContext, enabled: boolean) {
  await saveToggle(request, "blog-enabled", enabled);
}

/** Saves one of the editor's toggles (blog-enabled, roadmap-enabled, changelog-enabled) as the admin does. */
export async function saveToggle(request: APIRequestContext, id: string, enabled: boolean) {
  // The editor's calls need the admin's password gate unlocked too.
  await unlockGates(request);
  const response = await request.post("/api/admin/visual-editor/save", {
    data: { elements: [{ id, type: "toggle", content: String(enabled) }] },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Creates a post through the blog API (admin session needed). */
export async function createPost(request: APIRequestContext, data: Record<string, unknown>): Promise<E2EPost> {
  const response = await request.post("/api/blog/posts", { data, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as E2EPost;
}

export async function updatePost(request: APIRequestContext, id: string, data: Record<string, unknown>): Promise<E2EPost> {
  const response = await request.put(`/api/blog/posts/${id}`, { data, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as E2EPost;
}

export async function deletePost(request: APIRequestContext, id: string) {
  const response = await request.delete(`/api/blog/posts/${id}`, { headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sets the admin's author profile through PUT /api/admin/settings/profile (admin session needed). */
export async function setAuthorProfile(request: APIRequestContext, profile: { displayName: string; bio?: string; avatar?: string | null }) {
  const response = await request.put("/api/admin/settings/profile", { data: { bio: "", avatar: null, ...profile }, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Every script[type=application/ld+json] of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
