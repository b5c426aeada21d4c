// The floor app is written to bench-results/floor-app and built with the repo's own Next
// (node_modules is a symlink to the repo's). Turbopack, like the app's `next build`; its root is
// the repo (written by scripts/bench/floor.mjs into floor-root.mjs) so that node_modules is inside it.
import { root } from "./floor-root.mjs";

const config = {
  poweredByHeader: false,
  turbopack: { root },
};

export default config;
