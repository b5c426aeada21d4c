import { Button, Link, Text } from "@react-email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";

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
      <Button href={confirmUrl} style={{ backgroundColor: "#2563eb", color: "#ffffff", padding: "12px 20px", borderRadius: "6px", fontWeight: 700 }}>
        Confirm this address
      </Button>
      <Text style={{ wordBreak: "break-all", color: "#6b7280", fontSize: "13px" }}>
        Or open this address: <Link href={confirmUrl}>{confirmUrl}</Link>
      </Text>
      <Text>If you did not ask for it, ignore this e-mail: nothing changes unless the button on that page is pressed.</Text>
    </EmailLayout>
  );
}
