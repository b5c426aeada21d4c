#!/usr/bin/env node
// @ts-check
// `npm run build`: the runtime bundle (dist/server), `next build`, and the standalone server laid
// out with its static files and public/ (.next/standalone), whatever the last build was.
import { buildIfChanged } from "./lib/setup.mjs";

await buildIfChanged({ force: true });
