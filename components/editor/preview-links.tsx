"use client";

import { Copy, Link2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch } from "@/components/admin/api";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DateTime } from "@/components/format/date-format";

type Link = {
  id: string;
  path: string;
  createdAt: string;
  expiresAt: string;
  state: "live" | "expired" | "revoked";
};
type Props = { kind: "site" | "post"; postId?: string; disabled?: boolean };

const stateOf = (link: Link) =>
  link.state === "revoked" ? (
    "Revoked"
  ) : link.state === "expired" ? (
    "Expired"
  ) : (
    <>
      Expires <DateTime value={link.expiresAt} />
    </>
  );

/**
 * Share preview: signed links that show the draft (site or post) to people without an admin
 * account, for 7 days unless revoked.
 */
export function PreviewLinks({ kind, postId, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<Link[] | null>(null);
  const query =
    kind === "post" ? `kind=post&postId=${encodeURIComponent(postId ?? "")}` : "kind=site";

  const load = useCallback(async () => {
    try {
      setLinks((await adminFetch<{ links: Link[] }>(`/api/admin/preview-links?${query}`)).links);
    } catch (error) {
      toast.error("Failed to load preview links", { description: (error as Error).message });
    }
  }, [query]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the list when the dialog opens
    if (open) void load();
  }, [open, load]);

  const urlOf = (link: Link) => `${window.location.origin}${link.path}`;
  async function copy(link: Link) {
    try {
      await navigator.clipboard.writeText(urlOf(link));
      toast.success("Preview link copied");
    } catch {
      toast.info("Copy the link from the field");
    }
  }
  async function create() {
    try {
      const { link } = await adminFetch<{ link: Link }>("/api/admin/preview-links", {
        body: { kind, ...(postId ? { postId } : {}) },
      });
      await load();
      await copy(link);
    } catch (error) {
      toast.error("Failed to create a preview link", { description: (error as Error).message });
    }
  }
  async function revoke(link: Link) {
    try {
      await adminFetch(`/api/admin/preview-links/${link.id}`, { method: "DELETE" });
      toast.success("Preview link revoked");
      await load();
    } catch (error) {
      toast.error("Failed to revoke the link", { description: (error as Error).message });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" disabled={disabled}>
          <Link2 aria-hidden="true" />
          Share preview
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Share a preview</DialogTitle>
          <DialogDescription>
            Anyone with a link sees the{" "}
            {kind === "site"
              ? "site with your unpublished draft"
              : "post as it is saved, even as a draft"}
            , marked as a preview and hidden from search engines. Links last 7 days unless you
            revoke them.
          </DialogDescription>
        </DialogHeader>
        <Button type="button" size="sm" className="w-fit" onClick={() => void create()}>
          Create preview link
        </Button>
        {links?.length === 0 ? (
          <p className="text-muted-foreground text-sm">No preview links yet.</p>
        ) : null}
        <ul className="max-h-80 space-y-2 overflow-y-auto" aria-label="Preview links">
          {links?.map((link) => {
            const live = link.state === "live";
            return (
              <li
                key={link.id}
                className="space-y-1.5 rounded-md border p-2 text-sm"
                data-preview-link={link.id}
              >
                <input
                  readOnly
                  aria-label="Preview link"
                  value={urlOf(link)}
                  className="bg-muted w-full truncate rounded px-2 py-1 font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-muted-foreground mr-auto text-xs">{stateOf(link)}</span>
                  {live ? (
                    <>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => void copy(link)}
                      >
                        <Copy aria-hidden="true" />
                        Copy
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        onClick={() => void revoke(link)}
                      >
                        Revoke
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
