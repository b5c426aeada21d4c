import { Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";
import { LinkButton } from "@/lib/email/templates/link-button";

export type WaitlistInviteReminderProps = { inviteUrl: string; validUntil: string };

// The one reminder before an invite lapses. The code is not stored (only its hash), so the
// reminder points to the invite e-mail and the page where the code can be typed.
export function WaitlistInviteReminderEmail({ inviteUrl, validUntil }: WaitlistInviteReminderProps) {
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} invite expires soon`}>
      <Text>Hello,</Text>
      <Text>
        Your invite to the {PRODUCT_NAME} early-tester programme is still waiting for you, until {validUntil}. Open the link in our invite e-mail, or type its
        code on this page:
      </Text>
      <LinkButton href={inviteUrl}>Accept my invite</LinkButton>
      <Text>If you let it expire, you go back to your place on the waitlist.</Text>
    </EmailLayout>
  );
}
