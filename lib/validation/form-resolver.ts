import { zodResolver } from "@hookform/resolvers/zod";
import { config } from "zod/v4/core";

// The site's forms validate with Zod in the browser, through this module only. The CSP has no
// 'unsafe-eval': Zod probes `new Function` once before its first parse (to compile faster parsers),
// and the browser reports even that caught probe as a CSP violation. Zod's documented switch skips
// the probe and parses without compiling (the forms' schemas are small). Set here, with the
// forms, rather than before every page's code: a page without a form loads no Zod at all. The
// server keeps its compiled parsers (a form is also rendered there).
if (typeof window !== "undefined") config({ jitless: true });

export { zodResolver };
