import Link from "next/link";
import { Button } from "@/components/ui/button";

// The call to action that ends the blog pages: to the landing page's prototype section.
export function BlogCta({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="blog-cta-title" className="bg-primary/5 mt-16 rounded-2xl border px-6 py-12 text-center">
      <h2 id="blog-cta-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-xl">{text}</p>
      <Button asChild size="lg" className="mt-6">
        <Link href="/#prototype" prefetch={false}>Try the Prototype</Link>
      </Button>
    </section>
  );
}
