"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Search } from "lucide-react";
import { useBlogNavigation } from "@/components/blog/blog-navigation";
import { blogHref } from "@/lib/blog/urls";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and topic filters. Without JavaScript they are a GET form and plain links (so
 * crawlers and shared URLs work); with it, typing updates the URL after a short pause.
 */
export function BlogFilters({ q, tag, tags }: { q: string; tag: string; tags: string[] }) {
  const { navigate } = useBlogNavigation();
  const [value, setValue] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(blogHref({ q: next.trim(), tag })), SEARCH_DEBOUNCE_MS);
  };

  const onTopic = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  const topics = [{ label: "All Topics", value: "" }, ...tags.map((t) => ({ label: t, value: t }))];

  return (
    <div className="flex flex-col gap-4">
      <form
        action="/blog"
        method="get"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          navigate(blogHref({ q: value.trim(), tag }));
        }}
        className="relative max-w-xl"
      >
        <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <Input
          id="blog-search"
          type="search"
          name="q"
          placeholder="Search articles..."
          value={value}
          maxLength={100}
          onChange={(event) => {
            setValue(event.target.value);
            search(event.target.value);
          }}
          className="h-11 pl-9"
        />
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
      </form>
      <nav aria-label="Topics">
        <ul className="flex flex-wrap gap-2">
          {topics.map((topic) => {
            const href = blogHref({ q, tag: topic.value });
            const active = topic.value === tag;
            return (
              <li key={topic.label}>
                <Link
                  href={href}
                  // No viewport prefetch: each topic is a server render of the list (issue 9:
                  // 20+ prefetches per /blog view were most of its main-thread work after load).
                  prefetch={false}
                  onClick={(event) => onTopic(event, href)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors",
                    active ? "bg-primary text-primary-foreground border-primary" : "bg-background hover:bg-accent",
                  )}
                >
                  {topic.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
