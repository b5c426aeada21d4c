import { Text } from "@react-email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout, Paragraphs } from "@/lib/email/templates/layout";
import { formatSiteDate } from "@/lib/format/site-date";

export type FeedbackResponseProps = { response: string; clarity: string; submittedAt: Date };

// The admin's answer to a feedback entry, sent to its submitter when the admin chooses to.
export function FeedbackResponseEmail({ response, clarity, submittedAt }: FeedbackResponseProps) {
  return (
    <EmailLayout preview={`A response to your ${PRODUCT_NAME} feedback`}>
      <Text>Hello,</Text>
      <Text>Thank you for your feedback on {PRODUCT_NAME}. Here is our response:</Text>
      <Paragraphs text={response} />
      <Text style={{ color: "#6b7280", marginTop: "16px" }}>
        Your feedback of {formatSiteDate(submittedAt, "day")}: &ldquo;{clarity.length > 200 ? `${clarity.slice(0, 200)}…` : clarity}&rdquo;
      </Text>
    </EmailLayout>
  );
}
