"use client";

import { createContext, useContext, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { PostGridSkeleton } from "@/components/blog/post-card-skeleton";

type BlogNavigation = { pending: boolean; navigate: (href: string) => void };
const Context = createContext<BlogNavigation>({ pending: false, navigate: () => {} });

/**
 * Search and topic changes are URL navigations (?q=, ?tag=) rendered on the server; while the
 * new list is on its way, the grid shows the skeleton cards.
 */
export function BlogNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (href: string) => startTransition(() => router.push(href, { scroll: false }));
  return <Context value={{ pending, navigate }}>{children}</Context>;
}

export const useBlogNavigation = () => useContext(Context);

/** The results, or the skeletons while a new query loads. */
export function BlogResults({ children }: { children: ReactNode }) {
  const { pending } = useBlogNavigation();
  return <div aria-busy={pending}>{pending ? <PostGridSkeleton /> : children}</div>;
}
