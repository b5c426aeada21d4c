import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { AdminBar } from "@/components/admin/admin-header";
import { AdminNavMenu } from "@/components/admin/admin-nav";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isGateUnlockedForPage } from "@/lib/auth/gate";
import { requireAdminPage } from "@/lib/auth/session";
import { pendingJobs } from "@/lib/data/jobs";
import { getCurrentSiteContent, getSiteDraft, listSiteRevisions, withChanges } from "@/lib/data/site";
import { CUSTOM_CSS_ID } from "@/lib/site/validate";
import { GateForm } from "./gate-form";
import { VisualEditor } from "./visual-editor";

export function BackToAdmin() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin">
        <ArrowLeft aria-hidden="true" />
        {/* Icon only on a phone, where the editor's toolbar is short of room. */}
        <span className="sr-only sm:not-sr-only">Back to Admin</span>
      </Link>
    </Button>
  );
}

/** /admin/editor and /visual-editor: the admin session, then the password gate, then the editor. */
export async function EditorPage() {
  const admin = await requireAdminPage();
  if (!(await isGateUnlockedForPage(admin))) {
    return (
      <div className="bg-muted/40 flex min-h-screen flex-col">
        <AdminBar username={admin.username} landmark />
        <main className="flex flex-1 flex-col items-center justify-center gap-4 p-4">
          <Card className="w-full max-w-sm">
            <CardHeader>
              <CardTitle>
                <h1>Visual Editor</h1>
              </CardTitle>
              <CardDescription>Enter your admin password to edit the site.</CardDescription>
            </CardHeader>
            <CardContent>
              <GateForm />
            </CardContent>
          </Card>
          <BackToAdmin />
        </main>
      </div>
    );
  }
  const [content, draft, jobs, revisions] = await Promise.all([getCurrentSiteContent(), getSiteDraft(), pendingJobs(["site"]), listSiteRevisions()]);
  const values = (c: typeof content) => ({ ...c.elements, [CUSTOM_CSS_ID]: c.customCss });
  return (
    <VisualEditor
      published={values(content)}
      initial={values(withChanges(content, draft?.changes ?? null))}
      initialPublishAt={jobs.find((j) => j.kind === "site_publish")?.runAt.toISOString() ?? null}
      initialRevisions={revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))}
      backLink={
        // The admin shell in its compact form (a menu): the canvas keeps the whole screen.
        <>
          <AdminNavMenu username={admin.username} />
          <BackToAdmin />
        </>
      }
    />
  );
}
