import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type MemberConfirmProps = { confirmUrl: string; minutes: number };

// The one e-mail an unconfirmed address gets when someone asks, on one of our forms, to be
// e-mailed about what they sent. Anyone can type any address there, so it holds nothing but our
// own words and the link: not what was sent, not even the address.
export function MemberConfirmEmail({ confirmUrl, minutes }: MemberConfirmProps) {
  return (
    <EmailLayout preview={`Confirm your address to get ${PRODUCT_NAME} updates`}>
      <Text>Hello,</Text>
      <Text>
        Someone sent us something on the {PRODUCT_NAME} site with this e-mail address and asked to be e-mailed about it. We e-mail an address only
        once its owner has confirmed it. If it was you, open this link and press the button on the page. It works once, within {minutes} minutes:
      </Text>
      <LinkButton href={confirmUrl}>Confirm my address</LinkButton>
      <Text>
        If the link has expired, signing in on the site confirms your address too. If you did not ask for this, ignore this e-mail: we send nothing more
        unless the button on that page is pressed.
      </Text>
    </EmailLayout>
  );
}
