import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type WaitlistInviteProps = { code: string; acceptUrl: string; validUntil: string };

// A waitlist member's invite: the code (only its hash is stored, so this e-mail is the one place
// it exists), the link that carries it, and until when it holds.
export function WaitlistInviteEmail({ code, acceptUrl, validUntil }: WaitlistInviteProps) {
  return (
    <EmailLayout preview={`Your invite to the ${PRODUCT_NAME} early-tester programme`}>
      <Text>Hello,</Text>
      <Text>Your turn has come on the {PRODUCT_NAME} waitlist: you are invited to take an early-tester spot. Your invite code is:</Text>
      <Text style={{ fontSize: "20px", fontWeight: 700, letterSpacing: "2px" }}>{code}</Text>
      <Text>Open this link and press the button on the page to accept it. The code is valid until {validUntil}; after that your place goes back to the waitlist.</Text>
      <LinkButton href={acceptUrl}>Accept my invite</LinkButton>
    </EmailLayout>
  );
}
