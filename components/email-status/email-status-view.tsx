import { DateTime } from "@/components/format/date-format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { EmailStatus } from "@/lib/email/status";

export const PROXY_DOWN_MESSAGE = "Email proxy is not responding. Contact forms may not work properly.";
export const PROXY_CHECKS = [
  "Is the email proxy service running?",
  "Is there network connectivity between this server and the proxy?",
  "Do the proxy logs show errors?",
] as const;

const PROVIDER_NAMES: Record<EmailStatus["emailProvider"], string> = { resend: "Resend", log: "None (log only)" };

const STATES = {
  operational: { badge: "Operational", className: "bg-green-700 text-white" },
  not_configured: { badge: "Not configured", className: "bg-amber-700 text-white" },
  failed: { badge: "Failed", className: "bg-red-700 text-white" },
} as const;

const PROXY_STATES = {
  connected: { text: "Connected", className: "text-green-800 dark:text-green-300" },
  not_configured: { text: "Not configured (no proxy: nothing is sent)", className: "text-amber-800 dark:text-amber-300" },
  failed: { text: "Failed", className: "text-red-800 dark:text-red-300" },
} as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** The status screen for one answer of GET /api/email-status. */
export function EmailStatusView({ status }: { status: EmailStatus }) {
  const state = STATES[status.emailSystemStatus] ?? STATES.failed;
  const proxy = PROXY_STATES[status.proxyStatus] ?? PROXY_STATES.failed;
  const toConfigure = status.delivery?.toConfigure ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-3 text-xl">
          <h2>Email system</h2>
          <Badge className={state.className}>{state.badge}</Badge>
        </CardTitle>
        {status.emailSystemStatus === "operational" && (
          <CardDescription>Email system is operational. Contact form submissions will be delivered.</CardDescription>
        )}
        {status.emailSystemStatus === "not_configured" && (
          <CardDescription>No e-mail provider is configured, so nothing is e-mailed.</CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        {status.emailSystemStatus === "failed" && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <p className="font-medium">{PROXY_DOWN_MESSAGE}</p>
            <p className="mt-2 text-sm">Check:</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {PROXY_CHECKS.map((check) => (
                <li key={check}>{check}</li>
              ))}
            </ul>
          </div>
        )}
        {toConfigure.length > 0 && (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
            <p className="font-medium">Messages are not lost: they are {status.delivery.destination.charAt(0).toLowerCase() + status.delivery.destination.slice(1)}.</p>
            <p className="mt-2 text-sm">To deliver them by e-mail, set these and restart the server:</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {toConfigure.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
        <dl>
          <Row label="Environment">{status.environment === "production" ? "Production" : status.environment}</Row>
          <Row label="Provider">{PROVIDER_NAMES[status.emailProvider] ?? status.emailProvider}</Row>
          <Row label="Proxy URL">
            {status.proxyUrl ?? (status.emailProvider === "log" ? "None (the log provider makes no network calls)" : "Shown to the signed-in admin only")}
          </Row>
          <Row label="Proxy status">
            <span className={`font-medium ${proxy.className}`}>{proxy.text}</span>
          </Row>
          {status.delivery && <Row label="Where messages go">{status.delivery.destination}</Row>}
          {status.proxyError && <Row label="Proxy error">{status.proxyError}</Row>}
          <Row label="Last check">
            <DateTime value={status.timestamp} />
          </Row>
          {status.outbox && (
            <Row label="Outbox">
              {status.outbox.queued} queued, {status.outbox.failed} failed
              {status.outbox.oldestQueuedAgeSeconds !== null && `, oldest queued ${status.outbox.oldestQueuedAgeSeconds} s ago`}
            </Row>
          )}
          <Row label="Recommendation">{status.deploymentInfo?.recommendation ?? "None"}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}
