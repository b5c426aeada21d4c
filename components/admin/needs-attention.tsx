import { AlertTriangle, Info } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AttentionItem } from "@/lib/owner/attention";

const LINK = "font-medium underline underline-offset-4";

/** The top of the overview: what the owner should look at, or that nothing needs them. */
export function NeedsAttention({ items }: { items: AttentionItem[] }) {
  return (
    <Card className="gap-3" data-testid="needs-attention">
      <CardHeader>
        <CardTitle>
          <h2>Needs attention</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing needs you right now.</p>
        ) : (
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item.key} data-attention={item.key} className={`flex items-start gap-2 rounded-md p-2 text-sm ${item.tone === "warning" ? "border border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" : "bg-muted/60"}`}>
                {item.tone === "warning" ? <AlertTriangle aria-label="Warning" className="mt-0.5 size-4 shrink-0" /> : <Info aria-hidden className="mt-0.5 size-4 shrink-0" />}
                <Link href={item.href} className={LINK}>
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
