import type { ReactNode } from "react";

/** One part of /account under the main card: a heading, a line on what it is, and its content. */
export function AccountSection({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  const id = `${testId}-title`;
  return (
    <section className="bg-card mx-auto mt-6 max-w-xl rounded-2xl border p-6 sm:p-10" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="font-heading text-xl font-bold">
        {title}
      </h2>
      {description ? <p className="text-muted-foreground mt-1 text-sm">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
