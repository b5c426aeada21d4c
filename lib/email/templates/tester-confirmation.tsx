import { Link, Text } from "@react-email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";
import { countOf } from "@/lib/format/plural";

/** `productUpdates`: the form's "Send me product updates" box was ticked, and this link confirms that too. */
export type TesterConfirmationProps = { confirmUrl: string; hours: number; termsUrl: string; productUpdates?: boolean };

// Double opt-in (issue 18): the reserved slot becomes the tester's only through this link.
export function TesterConfirmationEmail({ confirmUrl, hours, termsUrl, productUpdates }: TesterConfirmationProps) {
  return (
    <EmailLayout preview={`Confirm your ${PRODUCT_NAME} tester spot`}>
      <Text>Hello,</Text>
      <Text>
        Thank you for your feedback on {PRODUCT_NAME}. We are holding an early-tester spot for you. Confirm it within {countOf(hours, "hour")}{" "}
        with this link, or it goes to the next person:
      </Text>
      <LinkButton href={confirmUrl}>Confirm my tester spot</LinkButton>
      {productUpdates ? (
        <Text>
          You also asked for product updates: confirming subscribes this address to our &quot;Product updates&quot; e-mails. Every one of them
          has a link to unsubscribe.
        </Text>
      ) : null}
      <Text>
        The programme&apos;s terms: <Link href={termsUrl}>{termsUrl}</Link>. If you did not send feedback, ignore this e-mail: nothing is
        reserved in your name after {countOf(hours, "hour")}.
      </Text>
    </EmailLayout>
  );
}
