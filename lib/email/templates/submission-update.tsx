import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout, Paragraphs } from "@/lib/email/templates/layout";
import { formatSiteDate } from "@/lib/format/site-date";

export type SubmissionUpdateProps = {
  /** "feedback" or "feature suggestion". */
  what: string;
  /** The first words of what the person wrote, so they know which entry this is about. */
  excerpt: string;
  submittedAt: Date;
  /** The new status, when it changed. */
  status: string | null;
  /** The admin's answer, when it is new. */
  response: string | null;
  /** The person ticked "E-mail me about this" when they wrote. */
  askedForUpdates: boolean;
};

// Sent when the admin changes the status of an entry or answers it, and chose to tell its submitter.
export function SubmissionUpdateEmail({ what, excerpt, submittedAt, status, response, askedForUpdates }: SubmissionUpdateProps) {
  return (
    <EmailLayout preview={`An update on your ${PRODUCT_NAME} ${what}`}>
      <Text>Hello,</Text>
      <Text>
        Thank you for your {what} on {PRODUCT_NAME}.{" "}
        {askedForUpdates ? `You asked us to let you know when something changes${status ? "" : ", so here is our answer"}.` : status ? "Here is an update." : "Here is our answer."}
      </Text>
      {status ? (
        <Text>
          Its status is now: <strong>{status}</strong>.
        </Text>
      ) : null}
      {response ? (
        <>
          <Text>{status ? "Our answer:" : ""}</Text>
          <Paragraphs text={response} />
        </>
      ) : null}
      <Text style={{ color: "#6b7280", marginTop: "16px" }}>
        Your {what} of {formatSiteDate(submittedAt, "day")}: &ldquo;{excerpt}&rdquo;
      </Text>
    </EmailLayout>
  );
}
