import { config } from "zod/v4/core";

// Runs in the browser before the app's code (Next's instrumentation-client). The site's CSP has no
// 'unsafe-eval': Zod probes `new Function` once before its first parse (to compile faster
// parsers), and the browser reports even that caught probe as a CSP violation. Zod's documented
// switch skips the probe and parses without compiling; the forms' schemas are small.
config({ jitless: true });
