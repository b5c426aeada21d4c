import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@/lib/email/components";
import { PRODUCT_NAME } from "@/lib/config";
import { EMAIL_PRIMARY } from "@/lib/email/templates/brand";

// The frame every StepWise e-mail shares: plain, readable in any client, no remote images.
// The site's primary colour draws a band above the content (the brand, as on the site).
export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f7f9", fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2937" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "24px", margin: "24px auto", maxWidth: "560px", borderRadius: "8px", borderTop: `4px solid ${EMAIL_PRIMARY}` }}>
          <Text style={{ fontSize: "18px", fontWeight: 700, margin: "0 0 16px" }}>{PRODUCT_NAME}</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: "12px", color: "#6b7280", margin: 0 }}>
            {PRODUCT_NAME}: step-by-step assembly and disassembly guidance.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Keeps the line breaks a visitor typed, in HTML and in the plain-text rendering alike. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, i) => (
        <Text key={i} style={{ margin: "0 0 4px", whiteSpace: "pre-wrap" }}>
          {line || "\u00a0"}
        </Text>
      ))}
    </>
  );
}
