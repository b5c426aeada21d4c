import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type MemberSignInProps = { signInUrl: string; minutes: number };

// Anyone can ask for this e-mail to any address, so it holds nothing but our own words and the
// link: not even the address, which the person who asked typed.
export function MemberSignInEmail({ signInUrl, minutes }: MemberSignInProps) {
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} sign-in link`}>
      <Text>Hello,</Text>
      <Text>
        Someone asked to sign in to {PRODUCT_NAME} with this e-mail address. If it was you, open this link and press the button on the page.
        It works once, within {minutes} minutes:
      </Text>
      <LinkButton href={signInUrl}>Sign in to {PRODUCT_NAME}</LinkButton>
      <Text>If you did not ask for it, ignore this e-mail: no one is signed in unless the button on that page is pressed.</Text>
    </EmailLayout>
  );
}
