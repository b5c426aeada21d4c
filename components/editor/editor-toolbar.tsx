"use client";

import { ExternalLink, Monitor, RefreshCw, Redo2, Save, Smartphone, Tablet, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { Device } from "./preview-frame";

type Props = {
  backLink: ReactNode;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  saving: boolean;
  device: Device;
  onUndo: () => void;
  onRedo: () => void;
  onDevice: (device: Device) => void;
  onRefresh: () => void;
  onSave: () => void;
};

const DEVICES: { id: Device; label: string; icon: typeof Monitor }[] = [
  { id: "desktop", label: "Desktop", icon: Monitor },
  { id: "tablet", label: "Tablet", icon: Tablet },
  { id: "mobile", label: "Mobile", icon: Smartphone },
];

export function EditorToolbar(props: Props) {
  return (
    <header className="bg-background flex flex-wrap items-center gap-2 border-b px-3 py-2">
      {props.backLink}
      <h1 className="mr-auto text-base font-semibold">Visual Editor</h1>
      <div className="flex items-center gap-1" role="group" aria-label="History">
        <Button variant="ghost" size="icon" aria-label="Undo" title="Undo" disabled={!props.canUndo} onClick={props.onUndo}>
          <Undo2 aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Redo" title="Redo" disabled={!props.canRedo} onClick={props.onRedo}>
          <Redo2 aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-1 rounded-md border p-0.5" role="group" aria-label="Device preview">
        {DEVICES.map(({ id, label, icon: Icon }) => (
          <Button
            key={id}
            variant="ghost"
            size="icon"
            aria-label={label}
            title={label}
            aria-pressed={props.device === id}
            className={cn(props.device === id && "bg-accent")}
            onClick={() => props.onDevice(id)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      <Button variant="outline" size="sm" onClick={props.onRefresh}>
        <RefreshCw aria-hidden="true" />
        Refresh
      </Button>
      <Button variant="outline" size="sm" asChild>
        <a href="/" target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View live site
        </a>
      </Button>
      <Button size="sm" onClick={props.onSave} disabled={props.saving} title="Save Changes — publishes your draft to the live site">
        <Save aria-hidden="true" />
        {props.saving ? "Publishing..." : "Save Changes"}
        <span className="sr-only"> (publishes to the live site)</span>
      </Button>
    </header>
  );
}
