import { vi } from "vitest";

// next/cache as the integration files see it (tests/integration/setup.ts mocks it with this
// module). One module, so that one set of functions serves every file of a worker: the files share
// their modules, and a route loaded by an earlier file calls the same revalidatePath a later file
// inspects.
export const revalidatePath = vi.fn();
export const revalidateTag = vi.fn();
export const updateTag = vi.fn();
export const unstable_cache = <T,>(fn: T) => fn;
