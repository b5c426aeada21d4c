"use client";

import { useState } from "react";
import { postJson } from "@/components/forms/form-kit";
import { PreferenceRow } from "@/components/members/preference-switch";

type Topic = { slug: string; name: string; description: string };
type Props = { topics: Topic[]; initial: string[]; url: string; extra?: Record<string, string> };

/**
 * A switch per newsletter topic, saved as soon as it is switched: the member's topics become the
 * ones switched on. On /account (url /api/account/newsletter) and on the unsubscribe page (the
 * e-mail's signed token in `extra`).
 */
export function NewsletterTopics({ topics, initial, url, extra = {} }: Props) {
  const [on, setOn] = useState(new Set(initial));
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function change(slug: string, value: boolean) {
    const next = new Set(on);
    if (value) next.add(slug);
    else next.delete(slug);
    setState({ busy: true, error: null });
    const result = await postJson<{ topics: string[] }>(url, { ...extra, topics: [...next] });
    if (result.ok) {
      setOn(new Set(result.data.topics));
      setState({ busy: false, error: null });
    } else setState({ busy: false, error: result.message ?? "We could not save that. Please try again." });
  }

  return (
    <div className="grid gap-5" data-testid="newsletter-topics">
      {topics.map((topic) => (
        <PreferenceRow key={topic.slug} id={`newsletter-topic-${topic.slug}`} label={topic.name} hint={topic.description} checked={on.has(topic.slug)} disabled={state.busy} onChange={(value) => change(topic.slug, value)} />
      ))}
      {state.error ? (
        <p role="alert" className="text-destructive text-sm">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
