"use client";

import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { colourNotes } from "@/lib/site/contrast";
import { diffSiteValues } from "@/lib/site/diff";
import { CUSTOM_CSS_ID, elementProblem } from "@/lib/site/validate";
import { adminFetch } from "@/components/admin/api";
import { ConfirmDialog, type ConfirmRequest } from "@/components/admin/confirm-button";
import { BlogPanel } from "./blog-panel";
import { EditorToolbar } from "./editor-toolbar";
import { SECTIONS, TABS, tabOf, type TabId } from "./editor-tabs";
import { ElementField, fieldId } from "./element-field";
import { canRedo, canUndo, historyReducer, initHistory } from "./history";
import { PreviewFrame, type Device } from "./preview-frame";
import { ChangeList } from "./change-list";
import { DraftBar, localInputToIso } from "./draft-bar";
import { fetchRevisionValues, RevisionsPanel, type RevisionSummary } from "./revisions-panel";
import { changedIds, elementsOf, useDraftAutosave, useLeaveGuard } from "./use-draft";
import { countOf } from "@/lib/format/plural";

type Values = Record<string, string>;
type Props = {
  /** What visitors see (the live revision). */
  published: Values;
  /** What the editor opens with: the live values with the saved draft over them. */
  initial: Values;
  initialPublishAt: string | null;
  initialRevisions: RevisionSummary[];
  backLink: ReactNode;
};

const toFrame = (values: Values) => {
  const { [CUSTOM_CSS_ID]: customCss = "", ...elements } = values;
  return { elements, customCss };
};

export function VisualEditor({ published: initialPublished, initial, initialPublishAt, initialRevisions, backLink }: Props) {
  const [history, dispatch] = useReducer(historyReducer<Values>, initial, initHistory);
  const [saved, setSaved] = useState(initialPublished);
  const [publishAt, setPublishAt] = useState(initialPublishAt ? new Date(initialPublishAt) : null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [saving, setSaving] = useState(false);
  const [device, setDevice] = useState<Device>("desktop");
  const [tab, setTab] = useState<TabId>("content");
  const [selected, setSelected] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [revisions, setRevisions] = useState(initialRevisions);
  const [previewing, setPreviewing] = useState<{ id: number; values: Values } | null>(null);

  const values = history.present;
  const changed = useMemo(() => changedIds(saved, values), [saved, values]);
  const notes = useMemo(() => colourNotes(values), [values]);
  const frameValues = useMemo(() => toFrame(previewing?.values ?? values), [previewing, values]);

  const draft = useDraftAutosave(values, saved, initial);
  const dirty = changed.length > 0 || draft.pending;
  useLeaveGuard(dirty, (href) =>
    setConfirm({
      title: "Leave the editor?",
      description: draft.pending
        ? "Your latest change is not saved yet and will be lost. Your other changes stay in the draft, not on the live site."
        : "Your changes are kept as a draft but are not live: visitors see them only after 'Save Changes'.",
      confirmLabel: "Leave",
      onConfirm: () => {
        setConfirm(null);
        window.location.assign(href);
      },
    }),
  );

  /** The server now holds exactly these values, live (publish, restore) or as the live site (discard). */
  function settle(next: Values) {
    setSaved(next);
    draft.markSynced(next);
    setPublishAt(null);
  }

  const setValue = useCallback((id: string, value: string) => dispatch({ type: "edit", next: { ...values, [id]: value } }), [values]);

  const select = useCallback((id: string) => {
    const target = tabOf(id);
    if (!target) return;
    setTab(target);
    setSelected(id);
  }, []);

  // Bring the selected element's field into view once its tab is shown.
  useEffect(() => {
    if (!selected) return;
    const field = document.getElementById(fieldId(selected));
    field?.scrollIntoView({ block: "center", behavior: "smooth" });
    field?.focus({ preventScroll: true });
  }, [selected, tab]);

  async function reloadRevisions() {
    try {
      setRevisions((await adminFetch<{ revisions: RevisionSummary[] }>("/api/admin/visual-editor/revisions")).revisions);
    } catch (error) {
      console.warn("Could not reload the revisions", error);
    }
  }

  async function save() {
    const problems = changed.map((id) => elementProblem(id, values[id] ?? "")).filter(Boolean);
    if (problems.length) {
      toast.error("Failed to save changes", { description: problems[0] });
      return;
    }
    setSaving(true);
    try {
      await adminFetch("/api/admin/visual-editor/save", { body: { elements: elementsOf(values, changed) } });
      settle(values);
      toast.success("Changes saved successfully");
      await reloadRevisions();
    } catch (error) {
      toast.error("Failed to save changes", { description: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  async function previewRevision(id: number) {
    if (previewing?.id === id) return setPreviewing(null);
    try {
      setPreviewing({ id, values: await fetchRevisionValues(id) });
    } catch (error) {
      toast.error("Failed to load the revision", { description: (error as Error).message });
    }
  }

  /** Restore asks first, showing what it changes from what the editor shows now. */
  async function askRestore(id: number) {
    let target: Values;
    try {
      target = await fetchRevisionValues(id);
    } catch (error) {
      toast.error("Failed to load the revision", { description: (error as Error).message });
      return;
    }
    const changes = diffSiteValues(values, target);
    setConfirm({
      title: `Restore revision #${id}?`,
      description: `This publishes revision #${id} to the live site${changed.length ? " and replaces your unpublished draft" : ""}. ${changes.length ? `It changes ${countOf(changes.length, "element")}:` : "It changes nothing you see now."}`,
      body: changes.length ? <ChangeList changes={changes} label={`What restoring revision ${id} changes`} /> : undefined,
      confirmLabel: "Restore and publish",
      onConfirm: () => {
        setConfirm(null);
        void restoreRevision(id);
      },
    });
  }

  async function discardDraft() {
    try {
      await adminFetch("/api/admin/visual-editor/draft", { method: "DELETE" });
      dispatch({ type: "edit", next: saved });
      settle(saved);
      toast.success("Draft discarded");
    } catch (error) {
      toast.error("Failed to discard the draft", { description: (error as Error).message });
    }
  }

  async function scheduleDraft(local: string) {
    try {
      // The latest edits first: what is scheduled is the draft on the server.
      await adminFetch("/api/admin/visual-editor/draft", { method: "PUT", body: { elements: elementsOf(values, changed) } });
      draft.markSynced(values);
      const result = await adminFetch<{ published: boolean; publishAt: string | null; message: string }>("/api/admin/visual-editor/draft/schedule", {
        method: "PUT",
        body: { publishAt: localInputToIso(local) },
      });
      if (result.published) {
        settle(values);
        await reloadRevisions();
      } else setPublishAt(result.publishAt ? new Date(result.publishAt) : null);
      toast.success(result.message);
    } catch (error) {
      toast.error("Failed to schedule the draft", { description: (error as Error).message });
    }
  }

  async function cancelSchedule() {
    try {
      await adminFetch("/api/admin/visual-editor/draft/schedule", { method: "DELETE" });
      setPublishAt(null);
      toast.success("Schedule cancelled");
    } catch (error) {
      toast.error("Failed to cancel the schedule", { description: (error as Error).message });
    }
  }

  async function restoreRevision(id: number) {
    try {
      const result = await adminFetch<{ message: string; elements: Values; customCss: string }>(`/api/admin/visual-editor/revisions/${id}/restore`, { method: "POST" });
      const restored = { ...result.elements, [CUSTOM_CSS_ID]: result.customCss };
      dispatch({ type: "edit", next: restored });
      settle(restored);
      setPreviewing(null);
      toast.success(result.message);
      await reloadRevisions();
    } catch (error) {
      toast.error("Failed to restore the revision", { description: (error as Error).message });
    }
  }

  return (
    <div className="flex h-dvh flex-col">
      <EditorToolbar
        backLink={backLink}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        dirty={changed.length > 0}
        saving={saving}
        device={device}
        onUndo={() => dispatch({ type: "undo" })}
        onRedo={() => dispatch({ type: "redo" })}
        onDevice={setDevice}
        onRefresh={() => setRefreshKey((k) => k + 1)}
        onSave={() => void save()}
      />
      <DraftBar
        changedCount={changed.length}
        status={draft.status}
        error={draft.error}
        pending={draft.pending}
        publishAt={publishAt}
        onDiscard={() => void discardDraft()}
        onSchedule={(at) => void scheduleDraft(at)}
        onCancelSchedule={() => void cancelSchedule()}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <main className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside className="flex max-h-[50dvh] min-h-0 flex-col border-b md:max-h-none md:w-[380px] md:border-r md:border-b-0" aria-label="Editor panel">
          <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)} className="flex min-h-0 flex-1 flex-col gap-0">
            <TabsList className="m-2 grid h-auto grid-cols-4 gap-1">
              {TABS.map((t) => (
                <TabsTrigger key={t.id} value={t.id} className="h-8">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="min-h-0 flex-1 overflow-y-auto">
              {TABS.map((t) => (
                <TabsContent key={t.id} value={t.id} className="space-y-6 p-3">
                  {(SECTIONS[t.id] ?? []).map((section) => (
                    <section key={section.title} className="space-y-2">
                      <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">{section.title}</h2>
                      {section.ids.map((id) => (
                        <ElementField key={id} id={id} value={values[id] ?? ""} selected={selected === id} onChange={setValue} note={notes[id]} />
                      ))}
                    </section>
                  ))}
                  {t.id === "advanced" ? (
                    <section className="space-y-2">
                      <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">Revisions</h2>
                      <RevisionsPanel revisions={revisions} previewingId={previewing?.id ?? null} onPreview={(id) => void previewRevision(id)} onRestore={(id) => void askRestore(id)} />
                    </section>
                  ) : null}
                  {t.id === "blog" ? <BlogPanel /> : null}
                </TabsContent>
              ))}
            </div>
          </Tabs>
        </aside>
        <section className="flex min-h-[60vh] flex-1 flex-col" aria-label="Live preview">
          {previewing ? (
            <div role="status" className="bg-secondary flex items-center gap-2 border-b px-3 py-1.5 text-sm">
              <span className="mr-auto">Previewing revision #{previewing.id} (read-only)</span>
              <Button size="sm" variant="secondary" onClick={() => void askRestore(previewing.id)}>
                Restore this revision
              </Button>
              <Button size="sm" variant="outline" onClick={() => setPreviewing(null)}>
                Back to editing
              </Button>
            </div>
          ) : null}
          <div className="min-h-0 flex-1">
            <PreviewFrame values={frameValues} device={device} editMode={!previewing} refreshKey={refreshKey} onSelect={select} />
          </div>
        </section>
      </main>
    </div>
  );
}
