import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { saveNewsletterSettings } from "@/lib/data/newsletter-subscriptions";
import { newsletterSettingsSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

// PUT /api/admin/newsletter/settings { welcomeSubject, welcomeMarkdown, topics: [{ slug, description }] }.
export const PUT = apiHandler({ admin: true, schema: newsletterSettingsSchema }, async ({ body }) => {
  await saveNewsletterSettings(body);
  return NextResponse.json({ success: true });
});
