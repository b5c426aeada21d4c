import type { NextConfig } from "next";
import { env } from "./lib/env";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // BUILD_STANDALONE=on: a self-contained server.js (the Docker image, scripts/standalone.mjs),
  // in a folder of its own so that it never replaces the build the launcher serves.
  ...(env.BUILD_STANDALONE ? { output: "standalone" as const, distDir: ".next-standalone" } : {}),
  // Rendered pages and cached data live in PostgreSQL, shared by every instance, so that
  // revalidatePath/revalidateTag on one instance reaches all of them (memory only during the build).
  // Built from server/cache-handler.ts by scripts/build-server.mjs (`npm run build` runs it first).
  cacheHandler: require.resolve("./dist/server/cache-handler.mjs"),
  reactStrictMode: true,
  // Loaded from node_modules at run time, not bundled: native code, and the one pg module.
  serverExternalPackages: ["pg", "@node-rs/argon2"],
  images: {
    formats: ["image/avif", "image/webp"],
    // Only our image folders go through the optimizer: any other local URL (a page, a redirect
    // such as /privacy.html) is refused with 400 instead of an "invalid internal response" 500.
    localPatterns: [{ pathname: "/images/**" }, { pathname: "/uploads/**" }, { pathname: "/icon.svg" }],
  },
  // Performance (issue 9): import only the Radix primitives a page uses from the `radix-ui`
  // barrel (lucide-react is in Next's default list already).
  experimental: { optimizePackageImports: ["radix-ui"] },
  async redirects() {
    return [
      { source: "/privacy.html", destination: "/privacy", permanent: true },
      { source: "/terms.html", destination: "/terms", permanent: true },
    ];
  },
};

export default nextConfig;
