"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { ImageUploadField } from "@/components/admin/image-upload-field";
import { FormMessage } from "@/components/admin/settings/form-message";
import { useFormAction } from "@/components/admin/settings/use-form-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PROFILE_LIMITS } from "@/lib/validation/profile";

export type AuthorProfile = { displayName: string; bio: string; avatar: string | null };

/** The author profile: the name, bio and avatar every post shows instead of the login name. */
export function ProfileTab({ profile, fallbackName }: { profile: AuthorProfile; fallbackName: string }) {
  const router = useRouter();
  const [values, setValues] = useState({ displayName: profile.displayName, bio: profile.bio, avatar: profile.avatar ?? "" });
  const { busy: saving, message, fields, run } = useFormAction();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void run(async () => {
      const result = await adminFetch<{ message: string }>("/api/admin/settings/profile", { method: "PUT", body: { ...values, avatar: values.avatar || null } });
      router.refresh();
      return result.message;
    }, "Failed to update the profile");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Author profile</h2>
        </CardTitle>
        <CardDescription>Shown as the author of every blog post, on the author page, in the RSS feed and in share images. Your login name is never shown.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1">
            <Label htmlFor="profile-name">Display name</Label>
            <Input id="profile-name" maxLength={PROFILE_LIMITS.displayName} autoComplete="name" placeholder={fallbackName} value={values.displayName} onChange={(e) => set("displayName", e.target.value)} aria-describedby="profile-name-hint" />
            <p id="profile-name-hint" className="text-muted-foreground text-xs">
              Left empty, posts show “{fallbackName}”.
            </p>
            {fields.displayName ? <p className="text-destructive text-xs">{fields.displayName}</p> : null}
          </div>
          <div className="space-y-1">
            <Label htmlFor="profile-bio">Bio (optional)</Label>
            <Textarea id="profile-bio" rows={4} maxLength={PROFILE_LIMITS.bio} value={values.bio} onChange={(e) => set("bio", e.target.value)} />
            {fields.bio ? <p className="text-destructive text-xs">{fields.bio}</p> : null}
          </div>
          <div className="space-y-1">
            <span className="text-sm leading-none font-medium">Avatar (optional)</span>
            <ImageUploadField field="avatar" label="Avatar" value={values.avatar} onChange={(url) => set("avatar", url)} previewClassName="size-24 rounded-full" />
            {fields.avatar ? <p className="text-destructive text-xs">{fields.avatar}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save profile"}
            </Button>
            <FormMessage message={message} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
