// What happened to one e-mail, as the admin reads it: the outbox row's state, with "sent" split
// into what really happened. The log provider (no RESEND_API_KEY) only writes the message to the
// server log: its rows are "logged", never "sent".

/** The providerId the log provider records, so its rows stay told apart from e-mails that left. */
export const LOGGED_PROVIDER_PREFIX = "log:";

export type DeliveryState = "queued" | "sending" | "sent" | "logged" | "failed" | "suppressed";

export function deliveryState(status: Exclude<DeliveryState, "logged">, providerId: string | null): DeliveryState {
  // Rows sent before the prefix existed carry no provider id: only the log provider left none.
  if (status === "sent" && (providerId === null || providerId.startsWith(LOGGED_PROVIDER_PREFIX))) return "logged";
  return status;
}

/** The same rule in SQL, for the CSV export (alias `o` is the outbox row). */
export const DELIVERY_STATE_SQL = `CASE WHEN o.status = 'sent' AND (o."providerId" IS NULL OR o."providerId" LIKE '${LOGGED_PROVIDER_PREFIX}%') THEN 'logged' ELSE o.status::text END`;
