import type { ReactNode } from "react";

/** The frame of the account pages: a card with a kicker, a heading and its content. */
export function AccountCard({ title, children, testId, kicker = "Your account" }: { title: string; children: ReactNode; testId?: string; kicker?: string }) {
  return (
    <section className="bg-card mx-auto max-w-xl rounded-2xl border p-6 sm:p-10" data-testid={testId}>
      <p className="text-muted-foreground text-sm font-medium tracking-wide uppercase">{kicker}</p>
      <h1 className="font-heading mt-1 text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}
