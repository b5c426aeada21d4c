import { Link, Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";

export type WaitlistPlaceProps = { place: string; shareUrl: string; accountUrl: string };

// Sent once, when the member's place in line is confirmed: the place, and the personal link that
// moves them up when the people they bring confirm.
export function WaitlistPlaceEmail({ place, shareUrl, accountUrl }: WaitlistPlaceProps) {
  return (
    <EmailLayout preview={`You're #${place} on the ${PRODUCT_NAME} waitlist`}>
      <Text>Hello,</Text>
      <Text style={{ fontSize: "16px", fontWeight: 700 }}>You&apos;re #{place} on the {PRODUCT_NAME} early-tester waitlist.</Text>
      <Text>
        We invite people from the top of the line as spots open. Share your personal link: each person who joins through it and confirms moves you up.
      </Text>
      <Text>
        <Link href={shareUrl}>{shareUrl}</Link>
      </Text>
      <Text>
        Your current place is always on your account page: <Link href={accountUrl}>{accountUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
