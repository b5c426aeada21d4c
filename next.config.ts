import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One build, one server: Next's self-contained server.js (.next/standalone) is what `npm start`,
  // every test suite and the Docker image run (server/setup.ts lays out its static files).
  output: "standalone",
  // Rendered pages and cached data live in PostgreSQL, shared by every instance, so that
  // revalidatePath/revalidateTag on one instance reaches all of them (memory only during the build).
  // Built from server/cache-handler.ts by scripts/build-server.mjs (`npm run build` runs it first).
  cacheHandler: require.resolve("./dist/server/cache-handler.mjs"),
  reactStrictMode: true,
  // `npm test` type-checks the whole tree, Next's route types included (`next typegen`), in its
  // first step and sets STEPWISE_TYPECHECKED for its build alone: the build then skips a second
  // pass over the same files (27 s here). Every other build (npm start, npm run build, the
  // Docker image) type-checks as usual.
  typescript: { ignoreBuildErrors: process.env.STEPWISE_TYPECHECKED === "1" },
  // Loaded from node_modules at run time, not bundled: native code, and the one pg module.
  serverExternalPackages: ["pg", "@node-rs/argon2"],
  // Every optimizer variant (file × width × quality × format) costs a decode and an encode the
  // first time: keep their number small so that nobody can make the server encode on demand.
  images: {
    // WebP only: AVIF encodes take seconds a variant and no page needs them.
    formats: ["image/webp"],
    // The widths the pages show images at (the 32 px logo mark at 1× and 2×; post cards 640, covers
    // 1200), and the one quality, are the only ones accepted: any other is a 400.
    imageSizes: [32, 64],
    deviceSizes: [640, 1200],
    qualities: [75],
    // Only our image folders go through the optimizer: any other local URL (a page, a redirect
    // such as /privacy.html) is refused with 400 instead of an "invalid internal response" 500.
    // No query string (search ""): "/uploads/x.jpg?b=1", "?b=2"… would each be a new variant.
    localPatterns: [
      { pathname: "/images/**", search: "" },
      { pathname: "/uploads/**", search: "" },
      { pathname: "/icon.svg", search: "" },
    ],
  },
  // Performance (issue 9): import only the Radix primitives a page uses from the `radix-ui`
  // barrel (lucide-react is in Next's default list already).
  experimental: {
    optimizePackageImports: ["radix-ui"],
    // Turbopack keeps its build work in .next/cache for the next build (on by default): a rebuild
    // after a change takes half the time. A CI run builds once, from a clean clone, and never
    // reads it back: writing it cost 9 of the build's 62 CPU seconds (34 s -> 30 s here).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  async redirects() {
    return [
      { source: "/privacy.html", destination: "/privacy", permanent: true },
      { source: "/terms.html", destination: "/terms", permanent: true },
    ];
  },
};

export default nextConfig;
