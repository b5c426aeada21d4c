"use client";

import { useId, useRef, useState } from "react";
import { adminFetch, RequestError } from "@/components/admin/api";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/uploads/image-rules";
import { cn } from "@/lib/utils";

type Props = {
  /** The upload call's field: POST /api/admin/uploads/{field}. */
  field: "cover" | "avatar";
  label: string;
  value: string;
  onChange: (url: string) => void;
  previewClassName?: string;
};

/**
 * An image chosen from a file: checked in the browser (type, size), then uploaded; the server
 * checks the bytes again and its refusal (400 naming the field) is shown under the control.
 */
export function ImageUploadField({ field, label, value, onChange, previewClassName }: Props) {
  const fileRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file);
      const result = await adminFetch<{ url: string }>(`/api/admin/uploads/${field}`, { form });
      onChange(result.url);
    } catch (e) {
      setError(e instanceof RequestError ? (e.fields?.[field] ?? e.message) : "Upload failed. Please try again.");
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <div className="space-y-2" data-testid={`${field}-field`}>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- the uploaded image, shown as visitors will see it
        <img src={value} alt={`${label} preview`} className={cn("bg-muted rounded-md border object-cover", previewClassName)} />
      ) : null}
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={`Upload ${label.toLowerCase()}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileRef.current?.click()}>
          {uploading ? "Uploading..." : value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => onChange("")}>
            Remove
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">PNG, JPEG or WebP, up to 2 MB.</p>
      )}
    </div>
  );
}
