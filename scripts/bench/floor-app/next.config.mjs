// The floor app is written to bench-results/floor-app and built with the repo's own Next
// (node_modules is a symlink to the repo's). Turbopack, like the app's `next build`; its root is
// the repo (written by scripts/bench/floor.mjs into floor-root.mjs) so that node_modules is inside it.
// /with-site-headers is the same page with the app's security headers (site-headers.mjs, written
// by floor.mjs from lib/security/headers.ts), the bare page's reference for what they cost.
import { root } from "./floor-root.mjs";
import { siteHeaders } from "./site-headers.mjs";

const config = {
  poweredByHeader: false,
  turbopack: { root },
  async headers() {
    return [{ source: "/with-site-headers", headers: siteHeaders.map(([key, value]) => ({ key, value })) }];
  },
};

export default config;
