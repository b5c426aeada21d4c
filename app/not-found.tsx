import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "404 Page Not Found" };

// Any unknown path (answers 404): the spec's title with its developer-style hint.
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-lg text-center">
        <p className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] font-mono text-sm font-semibold">Error 404</p>
        <h1 className="font-heading mt-2 text-3xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground mt-4">
          Did you forget to add the page to the router? No route matches this path.
        </p>
        <pre className="bg-muted mt-4 overflow-x-auto rounded-lg p-3 text-left text-xs">
          <code>{"// app/<your-path>/page.tsx\nexport default function Page() { … }"}</code>
        </pre>
        <Link href="/" className={`${buttonVariants({ size: "lg" })} mt-8`}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
