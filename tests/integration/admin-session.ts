import { revalidatePath } from "next/cache";
import { beforeAll, beforeEach, expect, vi } from "vitest";
import { createAdmin } from "@/lib/data/admin";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";

type Handler = (req: never, ctx: never) => Promise<Response>;

/**
 * A file's tests as one signed-in admin, on a fresh database, with revalidatePath's calls cleared
 * before each test. `call` runs a handler as the admin, expects 200 and returns the JSON.
 */
export function asSignedInAdmin() {
  let cookie = "";
  beforeAll(async () => {
    await resetDatabase();
    ({ cookie } = await signIn(await createAdmin("admin", "not-a-hash")));
  });
  beforeEach(() => vi.mocked(revalidatePath).mockClear());
  return {
    cookie: () => cookie,
    async call<T = { trash?: { batch: string } }>(handler: Handler, path: string, method: string, id: Record<string, string> = {}) {
      const response = await handler(request(path, { method, cookie }) as never, params(id) as never);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as T;
    },
  };
}

/** The paths revalidated since the test began. */
export const revalidated = () => vi.mocked(revalidatePath).mock.calls.map(([path]) => path);
