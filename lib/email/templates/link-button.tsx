import { Button, Link, Text } from "@/lib/email/components";
import type { ReactNode } from "react";
import { EMAIL_ON_PRIMARY, EMAIL_PRIMARY } from "@/lib/email/templates/brand";

/**
 * The button of an e-mail whose point is one link (sign-in, confirmations), and the same address
 * in text beneath it for clients that do not show buttons.
 */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button href={href} style={{ backgroundColor: EMAIL_PRIMARY, color: EMAIL_ON_PRIMARY, padding: "12px 20px", borderRadius: "6px", fontWeight: 700 }}>
        {children}
      </Button>
      <Text style={{ wordBreak: "break-all", color: "#6b7280", fontSize: "13px" }}>
        Or open this address: <Link href={href}>{href}</Link>
      </Text>
    </>
  );
}
