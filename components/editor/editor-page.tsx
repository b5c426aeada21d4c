import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isGateUnlockedForPage } from "@/lib/auth/gate";
import { requireAdminPage } from "@/lib/auth/session";
import { getCurrentSiteContent, listSiteRevisions } from "@/lib/data/site";
import { CUSTOM_CSS_ID } from "@/lib/site/validate";
import { GateForm } from "./gate-form";
import { VisualEditor } from "./visual-editor";

export function BackToAdmin() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin">
        <ArrowLeft aria-hidden="true" />
        Back to Admin
      </Link>
    </Button>
  );
}

/** /admin/editor and /visual-editor: the admin session, then the password gate, then the editor. */
export async function EditorPage() {
  const admin = await requireAdminPage();
  if (!(await isGateUnlockedForPage(admin))) {
    return (
      <main className="bg-muted/40 flex min-h-screen flex-col items-center justify-center gap-4 p-4">
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
    );
  }
  const [content, revisions] = await Promise.all([getCurrentSiteContent(), listSiteRevisions()]);
  return (
    <VisualEditor
      initial={{ ...content.elements, [CUSTOM_CSS_ID]: content.customCss }}
      initialRevisions={revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))}
      backLink={<BackToAdmin />}
    />
  );
}
