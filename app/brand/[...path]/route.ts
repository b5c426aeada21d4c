import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { getSiteContent } from "@/lib/data/site";
import { BRAND_IMAGES, recolourSvg } from "@/lib/site/brand-images";
import { text } from "@/lib/site/elements";

// GET /brand/{hero.svg | screens/screen-NN.svg | featured-placeholder.svg}?v=<primary colour>: a
// bundled drawing in the published primary colour. Only the published colour is served, so a
// shared cache holds one copy per drawing; another `v` (an old page, a made-up one) answers 404.
export async function GET(req: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const src = `/images/${(await params).path.join("/")}`;
  const primary = text(await getSiteContent(), "primary-color").toLowerCase();
  if (!BRAND_IMAGES.has(src) || req.nextUrl.searchParams.get("v") !== primary.slice(1)) {
    return new NextResponse("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const svg = await readFile(path.join(process.cwd(), "public", src), "utf8");
  return new NextResponse(recolourSvg(svg, primary), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
}
