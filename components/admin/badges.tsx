import { cn } from "@/lib/utils";

// The spec's badge colours: status new/in_progress/resolved/closed = blue/yellow/green/gray,
// priority low/medium/high = green/orange/red (text tones chosen for AA contrast).
const STATUS_CLASSES: Record<string, string> = {
  new: "bg-blue-100 text-blue-800 border-blue-200",
  in_progress: "bg-yellow-100 text-yellow-900 border-yellow-200",
  resolved: "bg-green-100 text-green-800 border-green-200",
  closed: "bg-gray-100 text-gray-800 border-gray-200",
};
const PRIORITY_CLASSES: Record<string, string> = {
  low: "bg-green-100 text-green-800 border-green-200",
  medium: "bg-orange-100 text-orange-900 border-orange-200",
  high: "bg-red-100 text-red-800 border-red-200",
};
const DELIVERY_CLASSES: Record<string, string> = {
  queued: "bg-blue-100 text-blue-800 border-blue-200",
  sending: "bg-yellow-100 text-yellow-900 border-yellow-200",
  sent: "bg-green-100 text-green-800 border-green-200",
  logged: "bg-gray-100 text-gray-800 border-gray-200",
  failed: "bg-red-100 text-red-800 border-red-200",
  suppressed: "bg-gray-100 text-gray-800 border-gray-200",
};
const SUGGESTION_STATUS_CLASSES: Record<string, string> = {
  under_review: "bg-gray-100 text-gray-800 border-gray-200",
  planned: "bg-blue-100 text-blue-800 border-blue-200",
  in_progress: "bg-yellow-100 text-yellow-900 border-yellow-200",
  shipped: "bg-green-100 text-green-800 border-green-200",
  declined: "bg-red-100 text-red-800 border-red-200",
};

export const statusLabel = (s: string) => s.replace("_", " ").replace(/^\w/, (c) => c.toUpperCase());

function Pill({ className, children, testId }: { className?: string; children: React.ReactNode; testId?: string }) {
  return (
    <span data-testid={testId} className={cn("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap", className)}>
      {children}
    </span>
  );
}

export const StatusBadge = ({ status }: { status: string }) => (
  <Pill testId="status-badge" className={STATUS_CLASSES[status]}>{statusLabel(status)}</Pill>
);
export const PriorityBadge = ({ priority }: { priority: string }) => (
  <Pill testId="priority-badge" className={PRIORITY_CLASSES[priority]}>{statusLabel(priority)} priority</Pill>
);
export const SuggestionStatusBadge = ({ status, label }: { status: string; label: string }) => (
  <Pill testId="suggestion-status" className={SUGGESTION_STATUS_CLASSES[status]}>{label}</Pill>
);

const DELIVERY_MEANING: Record<string, string> = {
  queued: "Waiting in the outbox to be sent",
  sending: "Being handed to the e-mail provider",
  sent: "Accepted by the e-mail provider",
  logged: "Kept in the outbox and the server log only: no e-mail provider is configured",
  failed: "Gave up after every retry",
  suppressed: "Not sent: the address unsubscribed",
};

/** The latest e-mail of an entry as it really went (lib/email/delivery.ts): logged, queued, sent, failed or not sent (unsubscribed). */
export const DeliveryBadge = ({ status }: { status: string | null }) => (
  <span title={status ? DELIVERY_MEANING[status] : undefined}>
    <Pill testId="delivery-badge" className={status ? DELIVERY_CLASSES[status] : "bg-gray-100 text-gray-800 border-gray-200"}>
      {status === "suppressed" ? "Not sent: unsubscribed" : status ? `E-mail ${status}` : "No e-mail"}
    </Pill>
  </span>
);

const TESTER_CLASSES: Record<string, string> = {
  reserved: "bg-blue-100 text-blue-800 border-blue-200",
  confirmed: "bg-green-100 text-green-800 border-green-200",
  expired: "bg-gray-100 text-gray-800 border-gray-200",
  revoked: "bg-red-100 text-red-800 border-red-200",
};
/** A "reserved" request holds no slot: it waits for its link to be confirmed. */
export const testerStatusLabel = (status: string) => (status === "reserved" ? "Awaiting confirmation" : statusLabel(status));
export const TesterStatusBadge = ({ status }: { status: string }) => (
  <Pill testId="tester-status" className={TESTER_CLASSES[status]}>{testerStatusLabel(status)}</Pill>
);

/** Beside a visitor's address: whether it is confirmed, so the site may e-mail it (nothing without an address). */
export const EmailConfirmedBadge = ({ confirmed }: { confirmed: boolean | null | undefined }) =>
  confirmed == null ? null : (
    <span title={confirmed ? "The owner of this address confirmed it: the site e-mails it" : "Not confirmed by its owner: the site sends it no e-mail but a confirmation link"}>
      <Pill testId="email-confirmed" className={confirmed ? "bg-green-100 text-green-800 border-green-200" : "bg-gray-100 text-gray-800 border-gray-200"}>
        {confirmed ? "Confirmed" : "Not confirmed"}
      </Pill>
    </span>
  );
