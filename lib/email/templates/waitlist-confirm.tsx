import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type WaitlistConfirmProps = { confirmUrl: string; minutes: number };

// Anyone can type any address into the waitlist form, so this holds only our words and the link.
export function WaitlistConfirmEmail({ confirmUrl, minutes }: WaitlistConfirmProps) {
  return (
    <EmailLayout preview={`Confirm your place on the ${PRODUCT_NAME} waitlist`}>
      <Text>Hello,</Text>
      <Text>
        Someone asked to join the {PRODUCT_NAME} early-tester waitlist with this e-mail address. If it was you, open this link and press the button on
        the page to take your place in line. It works once, within {minutes} minutes:
      </Text>
      <LinkButton href={confirmUrl}>Confirm my place</LinkButton>
      <Text>If you did not ask for this, ignore this e-mail: nothing happens unless the button on that page is pressed.</Text>
    </EmailLayout>
  );
}
