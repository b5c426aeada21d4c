import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "404 Page Not Found" };

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground mt-3">
          Did you forget to add the page to the router? No route matches this path.
        </p>
        <Link href="/" className="text-primary mt-6 inline-block underline underline-offset-4">
          Go Home
        </Link>
      </div>
    </main>
  );
}
