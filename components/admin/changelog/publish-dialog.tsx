"use client";

import { useState } from "react";
import type { ChangelogItem } from "@/components/admin/changelog/types";
import { toLocalInput } from "@/components/editor/post-schedule";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { countOf } from "@/lib/format/plural";

/** What the admin chose: publish now or at a time, and whether to send the entry as a newsletter too. */
export type PublishChoice = { at: string | null; newsletter: boolean };
/** The entry to publish and how many people publishing it e-mails now (the admin confirms that number here). */
export type PublishRequest = { entry: ChangelogItem; recipients: number };

const NEWSLETTER_STATE: Record<string, string> = { waiting: "waits for the publish", scheduled: "is queued", sending: "is sending", sent: "was sent" };

/** An entry's newsletter issue in words ("Its newsletter issue was sent"), from its status. */
export const newsletterState = (status: string) => NEWSLETTER_STATE[status] ?? status;

/** The changelog's publish dialog: now or scheduled, with "also send as a newsletter". */
export function PublishDialog({ request, onClose, onChoose }: { request: PublishRequest | null; onClose: () => void; onChoose: (choice: PublishChoice) => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">{request ? <PublishForm key={request.entry.id} request={request} onChoose={onChoose} onCancel={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function PublishForm({ request: { entry, recipients }, onChoose, onCancel }: { request: PublishRequest; onChoose: (choice: PublishChoice) => void; onCancel: () => void }) {
  const [when, setWhen] = useState<"now" | "later">(entry.schedule?.publishAt ? "later" : "now");
  const [at, setAt] = useState(toLocalInput(entry.schedule?.publishAt));
  const [newsletter, setNewsletter] = useState(false);
  const attached = entry.schedule?.newsletter ?? null;
  const people = countOf(recipients, "person", "people");
  const action = when === "now" ? "Publish" : "Schedule";
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onChoose({ at: when === "later" ? new Date(at).toISOString() : null, newsletter: attached ? false : newsletter });
      }}
    >
      <DialogHeader>
        <DialogTitle>Publish “{entry.title}”</DialogTitle>
        <DialogDescription>
          {recipients > 0 ? `Publishing e-mails ${people} who asked to hear when their suggestion ships. Nothing is sent until you confirm.` : "It shows on /changelog when it is published."}
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">When</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="when" value="now" checked={when === "now"} onChange={() => setWhen("now")} className="accent-primary" />
          Now
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="when" value="later" checked={when === "later"} onChange={() => setWhen("later")} className="accent-primary" />
          At a time
        </label>
        {when === "later" ? (
          <div className="grid gap-1 pl-6">
            <Label htmlFor="changelog-publish-at">Publish at</Label>
            <Input id="changelog-publish-at" type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
          </div>
        ) : null}
      </fieldset>
      {attached ? (
        <p className="text-muted-foreground text-sm" data-testid="changelog-newsletter-attached">
          Its newsletter issue {newsletterState(attached)}.
        </p>
      ) : (
        <div className="flex items-start gap-2">
          <Switch id="changelog-newsletter" checked={newsletter} onCheckedChange={setNewsletter} />
          <Label htmlFor="changelog-newsletter" className="leading-snug">
            Also send as a newsletter to “Product updates” subscribers, when it is published (once per entry)
          </Label>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{recipients > 0 ? `${action} and e-mail ${people}` : action}</Button>
      </DialogFooter>
    </form>
  );
}
