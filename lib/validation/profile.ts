// The admin's author profile (issue 22): display name, bio, avatar. Shared by the settings form
// and PUT /api/admin/settings/profile.
import { z } from "zod";
import { UPLOAD_NAME } from "@/lib/site/images";

export const PROFILE_LIMITS = { displayName: 80, bio: 500 } as const;

/** An image uploaded through /api/admin/uploads/... ("/uploads/{hash}.{ext}"). */
export const isUploadPath = (value: string) => value.startsWith("/uploads/") && UPLOAD_NAME.test(value.slice("/uploads/".length));

export const profileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.displayName, `Display name must be at most ${PROFILE_LIMITS.displayName} characters`),
  bio: z.string().trim().max(PROFILE_LIMITS.bio, `Bio must be at most ${PROFILE_LIMITS.bio} characters`).default(""),
  avatar: z
    .string()
    .trim()
    .refine((v) => v === "" || isUploadPath(v), "Upload the avatar as an image")
    .nullable()
    .default(null)
    .transform((v) => v || null),
});
export type ProfileInput = z.infer<typeof profileSchema>;
export type ProfileFormValues = z.input<typeof profileSchema>;
