import { Text } from "@react-email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout, Paragraphs } from "@/lib/email/templates/layout";

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
};

// Sent to a submitter who ticked "E-mail me about this", when the admin changes the status of
// their entry or answers it.
export function SubmissionUpdateEmail({ what, excerpt, submittedAt, status, response }: SubmissionUpdateProps) {
  return (
    <EmailLayout preview={`An update on your ${PRODUCT_NAME} ${what}`}>
      <Text>Hello,</Text>
      <Text>
        Thank you for your {what} on {PRODUCT_NAME}. You asked us to let you know when something changes
        {status ? "" : ", so here is our answer"}.
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
        Your {what} of {submittedAt.toISOString().slice(0, 10)}: &ldquo;{excerpt}&rdquo;
      </Text>
    </EmailLayout>
  );
}
