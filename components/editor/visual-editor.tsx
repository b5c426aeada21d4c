"use client";

import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ELEMENTS_BY_ID } from "@/lib/site/elements";
import { CUSTOM_CSS_ID, elementProblem } from "@/lib/site/validate";
import { adminFetch } from "@/components/admin/api";
import { BlogPanel } from "./blog-panel";
import { EditorToolbar } from "./editor-toolbar";
import { SECTIONS, TABS, tabOf, type TabId } from "./editor-tabs";
import { ElementField, fieldId } from "./element-field";
import { canRedo, canUndo, historyReducer, initHistory } from "./history";
import { PreviewFrame, type Device } from "./preview-frame";
import { RevisionsPanel, type RevisionSummary } from "./revisions-panel";

type Values = Record<string, string>;
type Props = { initial: Values; initialRevisions: RevisionSummary[]; backLink: ReactNode };

const toFrame = (values: Values) => {
  const { [CUSTOM_CSS_ID]: customCss = "", ...elements } = values;
  return { elements, customCss };
};
const changedIds = (from: Values, to: Values) => Object.keys(to).filter((id) => from[id] !== to[id]);

export function VisualEditor({ initial, initialRevisions, backLink }: Props) {
  const [history, dispatch] = useReducer(historyReducer<Values>, initial, initHistory);
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [device, setDevice] = useState<Device>("desktop");
  const [tab, setTab] = useState<TabId>("content");
  const [selected, setSelected] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [revisions, setRevisions] = useState(initialRevisions);
  const [previewing, setPreviewing] = useState<{ id: number; values: Values } | null>(null);

  const values = history.present;
  const changed = useMemo(() => changedIds(saved, values), [saved, values]);
  const frameValues = useMemo(() => toFrame(previewing?.values ?? values), [previewing, values]);

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
      const elements = changed.map((id) => ({ id, type: ELEMENTS_BY_ID.get(id)?.type, content: values[id] ?? "" }));
      await adminFetch("/api/admin/visual-editor/save", { body: { elements } });
      setSaved(values);
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
      const { revision } = await adminFetch<{ revision: { elements: Values; customCss: string } }>(`/api/admin/visual-editor/revisions/${id}`);
      setPreviewing({ id, values: { ...revision.elements, [CUSTOM_CSS_ID]: revision.customCss } });
    } catch (error) {
      toast.error("Failed to load the revision", { description: (error as Error).message });
    }
  }

  async function restoreRevision(id: number) {
    try {
      const result = await adminFetch<{ message: string; elements: Values; customCss: string }>(`/api/admin/visual-editor/revisions/${id}/restore`, { method: "POST" });
      const restored = { ...result.elements, [CUSTOM_CSS_ID]: result.customCss };
      setSaved(restored);
      dispatch({ type: "edit", next: restored });
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
                        <ElementField key={id} id={id} value={values[id] ?? ""} selected={selected === id} onChange={setValue} />
                      ))}
                    </section>
                  ))}
                  {t.id === "advanced" ? (
                    <section className="space-y-2">
                      <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">Revisions</h2>
                      <RevisionsPanel revisions={revisions} previewingId={previewing?.id ?? null} onPreview={(id) => void previewRevision(id)} onRestore={(id) => void restoreRevision(id)} />
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
              <Button size="sm" variant="secondary" onClick={() => void restoreRevision(previewing.id)}>
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
