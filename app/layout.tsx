import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { fontVariables } from "@/app/fonts";
import { PreviewBridge } from "@/components/editor/preview-bridge";
import { DateFormatProvider } from "@/components/format/date-format";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "@/components/ui/sonner";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { siteDateSettings } from "@/lib/format/site-date";
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const content = await getSiteContent();
  return (
    <html lang="en" className={fontVariables} style={siteCssVariables(content)} suppressHydrationWarning>
      <body>
        <ThemeProvider>
          <DateFormatProvider settings={siteDateSettings}>
            {children}
            <Toaster />
          </DateFormatProvider>
        </ThemeProvider>
        <PreviewBridge />
      </body>
    </html>
  );
}
