// @ts-check
// The developer tools' view of the launcher's set-up (server/setup.ts; the tools run through tsx).
import { buildServer } from "../build-server.mjs";
import { buildIfChanged as buildAppIfChanged } from "../../server/setup.ts";

export { root, run, standaloneDir } from "../../server/setup.ts";

/**
 * The runtime bundle (dist/server, which the build needs), then the app when its sources changed
 * (always with `force`: `npm run build`; `typeChecked` when the caller has type-checked the tree).
 * @param {{ force?: boolean; typeChecked?: boolean }} [options]
 */
export async function buildIfChanged(options) {
  await buildServer();
  return buildAppIfChanged(options);
}
