import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type MemberEmailChangeProps = { confirmUrl: string; minutes: number };

// Sent to the new address a member typed: like the sign-in e-mail, it holds only our own words
// and the link (neither address), since whoever is signed in can type any address.
export function MemberEmailChangeEmail({ confirmUrl, minutes }: MemberEmailChangeProps) {
  return (
    <EmailLayout preview={`Confirm your new ${PRODUCT_NAME} address`}>
      <Text>Hello,</Text>
      <Text>
        Someone signed in to {PRODUCT_NAME} asked to use this e-mail address for their account. If it was you, open this link and press the
        button on the page. It works once, within {minutes} minutes:
      </Text>
      <LinkButton href={confirmUrl}>Confirm this address</LinkButton>
      <Text>If you did not ask for it, ignore this e-mail: nothing changes unless the button on that page is pressed.</Text>
    </EmailLayout>
  );
}
