import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { fontVariables } from "@/app/fonts";
import { ThemeScript } from "@/components/theme/theme-script";
import { ToasterSlot } from "@/components/ui/toaster-slot";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { siteCssVariables } from "@/lib/site/css";
import { text } from "@/lib/site/elements";

export async function generateMetadata(): Promise<Metadata> {
  const content = await getSiteContent();
  const siteName = text(content, "site-title");
  return {
    metadataBase: new URL(siteUrl),
    title: { default: text(content, "page-title"), template: `%s | ${siteName}` },
    description: text(content, "meta-description"),
    applicationName: siteName,
    alternates: { canonical: "/" },
    icons: { icon: [{ url: "/favicon.svg", type: "image/svg+xml" }], apple: "/icon.svg" },
    openGraph: { siteName, type: "website", url: siteUrl },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1120" },
  ],
};

/**
 * Every page's frame, with no provider: the theme is a class set by an inline script before the
 * first paint (the toggle is an island), the Toaster mounts when a component that toasts loads,
 * and the admin area adds its own providers (app/(admin)/layout.tsx). A public page hydrates only
 * its islands. suppressHydrationWarning: the theme script changes <html>'s class and style.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const content = await getSiteContent();
  return (
    <html lang="en" className={fontVariables} style={siteCssVariables(content)} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>
        {children}
        <ToasterSlot />
      </body>
    </html>
  );
}
