"use client";

import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { EDITOR_FONTS } from "@/lib/config";
import type { ColourNote } from "@/lib/site/contrast";
import { ELEMENTS_BY_ID } from "@/lib/site/elements";
import { editorLabel } from "@/lib/site/labels";
import { CONTAINER_WIDTH_RANGE, CUSTOM_CSS_ID, elementProblem, maxLength, NUMBER_RANGES } from "@/lib/site/validate";
import { cn } from "@/lib/utils";
import { adminFetch } from "@/components/admin/api";

type Props = {
  id: string;
  value: string;
  selected: boolean;
  onChange: (id: string, value: string) => void;
  /** A colour's contrast warning, or the text colour picked for it. */
  note?: ColourNote;
};

export const fieldId = (id: string) => `field-${id}`;

/** One element's control, chosen by its type, with its label and live validation. */
export function ElementField({ id, value, selected, onChange, note }: Props) {
  const element = ELEMENTS_BY_ID.get(id);
  const type = id === CUSTOM_CSS_ID ? "css" : (element?.type ?? "text");
  const label = editorLabel(id);
  const problem = elementProblem(id, value);
  const inputId = fieldId(id);
  const errorId = `${inputId}-error`;
  const noteId = `${inputId}-note`;
  const described = [problem ? errorId : null, note ? noteId : null].filter(Boolean).join(" ");
  const invalid = problem ? { "aria-invalid": true, "aria-describedby": described } : note ? { "aria-describedby": noteId } : {};
  const set = (next: string) => onChange(id, next);

  let control: React.ReactNode;
  switch (type) {
    case "color":
      control = (
        <div className="flex gap-2">
          <input type="color" aria-label={`${label} picker`} value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"} onChange={(e) => set(e.target.value)} className="h-9 w-12 cursor-pointer rounded border" />
          <Input id={inputId} value={value} maxLength={7} onChange={(e) => set(e.target.value)} className="font-mono" {...invalid} />
        </div>
      );
      break;
    case "font":
      control = (
        <Select value={value} onValueChange={set}>
          <SelectTrigger id={inputId} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {EDITOR_FONTS.map((font) => (
              <SelectItem key={font} value={font}>
                {font}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
      break;
    case "spacing":
    case "layout": {
      const range = type === "layout" ? CONTAINER_WIDTH_RANGE : (NUMBER_RANGES[id] ?? { min: 0, max: 200 });
      const step = type === "layout" ? CONTAINER_WIDTH_RANGE.step : id.endsWith("-size") ? 2 : 4;
      const number = Number.parseInt(value, 10) || range.min;
      control = (
        <div className="flex items-center gap-3">
          <Slider id={inputId} aria-label={label} min={range.min} max={range.max} step={step} value={[number]} onValueChange={([v]) => set(type === "layout" ? `${v}px` : String(v))} />
          <span className="w-16 text-right font-mono text-sm tabular-nums">{type === "layout" ? value : `${value}px`}</span>
        </div>
      );
      break;
    }
    case "toggle":
      control = <Switch id={inputId} checked={value === "true"} onCheckedChange={(checked) => set(String(checked))} />;
      break;
    case "image":
      control = <ImageControl id={inputId} label={label} value={value} onChange={set} invalid={invalid} />;
      break;
    case "css":
      control = <Textarea id={inputId} value={value} rows={12} spellCheck={false} className="font-mono text-xs" placeholder="h1 { letter-spacing: -0.02em; }" onChange={(e) => set(e.target.value)} {...invalid} />;
      break;
    case "embed":
    case "link":
      control = (
        <Input id={inputId} type="url" inputMode="url" value={value} maxLength={500} placeholder="https://… (empty: the server's setting)" onChange={(e) => set(e.target.value)} className="font-mono text-xs" {...invalid} />
      );
      break;
    case "text":
      control = <Textarea id={inputId} value={value} rows={3} maxLength={maxLength(id)} onChange={(e) => set(e.target.value)} {...invalid} />;
      break;
    default:
      control = <Input id={inputId} value={value} maxLength={maxLength(id)} onChange={(e) => set(e.target.value)} {...invalid} />;
  }

  return (
    <div data-field={id} data-selected={selected || undefined} className={cn("space-y-2 rounded-md p-2 transition-colors", selected && "bg-primary/10 ring-primary ring-2")}>
      <Label htmlFor={inputId}>{label}</Label>
      {control}
      {problem ? (
        <p id={errorId} className="text-destructive text-xs">
          {problem}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} data-contrast={note.warning ? "fails" : "ok"} className={cn("text-xs", note.warning ? "font-medium text-amber-800 dark:text-amber-300" : "text-muted-foreground")}>
          {note.warning ? "⚠ " : ""}
          {note.text}
        </p>
      ) : null}
    </div>
  );
}

function ImageControl({ id, label, value, onChange, invalid }: { id: string; label: string; value: string; onChange: (v: string) => void; invalid: object }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file);
      const result = await adminFetch<{ url: string }>("/api/admin/uploads", { form });
      onChange(result.url);
      toast.success("Image uploaded");
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <div className="space-y-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- an arbitrary uploaded image, shown as is */}
      <img src={value} alt="" className="bg-muted h-20 w-full rounded border object-contain" />
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} className="font-mono text-xs" {...invalid} />
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label={`Upload ${label.toLowerCase()}`}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileRef.current?.click()}>
        {uploading ? "Uploading..." : "Upload image"}
      </Button>
      <p className="text-muted-foreground text-xs">PNG, JPEG or WebP, up to 2 MB.</p>
    </div>
  );
}
