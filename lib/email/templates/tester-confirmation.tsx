import { Link, Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";
import { countOf } from "@/lib/format/plural";

/** `productUpdates`: the form's "Send me product updates" box was ticked, and this link confirms that too. */
export type TesterConfirmationProps = { confirmUrl: string; hours: number; termsUrl: string; productUpdates?: boolean };

// Double opt-in: a tester slot is given only when this link is confirmed, to the first who confirm.
export function TesterConfirmationEmail({ confirmUrl, hours, termsUrl, productUpdates }: TesterConfirmationProps) {
  return (
    <EmailLayout preview={`Confirm your ${PRODUCT_NAME} tester spot`}>
      <Text>Hello,</Text>
      <Text>
        Thank you for your feedback on {PRODUCT_NAME}. Early-tester spots go to the first people who confirm their address. Confirm yours
        within {countOf(hours, "hour")} with this link to take the next free spot:
      </Text>
      <LinkButton href={confirmUrl}>Confirm to take a tester spot</LinkButton>
      {productUpdates ? (
        <Text>
          You also asked for product updates: confirming subscribes this address to our &quot;Product updates&quot; e-mails. Every one of them
          has a link to unsubscribe.
        </Text>
      ) : null}
      <Text>
        The programme&apos;s terms: <Link href={termsUrl}>{termsUrl}</Link>. If you did not send feedback, ignore this e-mail: nothing is
        taken in your name unless the link is confirmed.
      </Text>
    </EmailLayout>
  );
}
