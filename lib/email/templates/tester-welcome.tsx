import { Link, Text } from "@/lib/email/components";
import { PRODUCT_NAME, TESTER_REWARDS } from "@/lib/config";
import { EmailLayout } from "@/lib/email/templates/layout";

export type TesterWelcomeProps = { slot: number; termsUrl: string };

// Sent once the link confirmed the slot: the slot number, the rewards and the programme's terms.
export function TesterWelcomeEmail({ slot, termsUrl }: TesterWelcomeProps) {
  return (
    <EmailLayout preview={`Welcome, early tester #${slot}`}>
      <Text>Hello,</Text>
      <Text style={{ fontSize: "16px", fontWeight: 700 }}>
        Your {PRODUCT_NAME} early-tester spot is confirmed: you are tester #{slot}.
      </Text>
      <Text>Your rewards:</Text>
      {TESTER_REWARDS.map((reward) => (
        <Text key={reward} style={{ margin: "0 0 4px" }}>
          • {reward}
        </Text>
      ))}
      <Text>
        Rewards are non-transferable, tied to your registered account, and may be revoked for abuse. The programme&apos;s terms:{" "}
        <Link href={termsUrl}>{termsUrl}</Link>.
      </Text>
      <Text>Thank you for helping us shape {PRODUCT_NAME}.</Text>
    </EmailLayout>
  );
}
