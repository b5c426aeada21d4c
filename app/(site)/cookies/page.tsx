import type { Metadata } from "next";
import { LegalPage } from "@/components/site/legal-page";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Cookie Policy", alternates: { canonical: "/cookies" } };

// The cookie policy (spec section 2: persistent cookies last typically 30 days to 1 year).
export default function CookiesPage() {
  const email = env.CONTACT_EMAIL;
  return (
    <LegalPage title="Cookie Policy">
      <p>This policy explains how StepWise uses cookies and similar storage on this website.</p>
      <h2>What cookies are</h2>
      <p>Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, work in much the same way.</p>
      <h2>Session and persistent cookies</h2>
      <p>
        Session cookies are deleted when you close your browser. Persistent cookies stay until they expire or you delete
        them; they last typically 30 days to 1 year.
      </p>
      <h2>What we use</h2>
      <ul>
        <li>Your light or dark theme choice, kept in your browser&apos;s local storage so the site remembers it.</li>
        <li>The referral code of a waitlist link you opened (<code>?ref=</code>), kept in local storage for 30 days and sent to us only if you join the waitlist.</li>
        <li>A strictly necessary session cookie for the site administrator only, after signing in.</li>
        <li>Our analytics are cookie-free: they count actions without identifying you.</li>
      </ul>
      <h2>Embedded content</h2>
      <p>The embedded prototype and video come from their providers, who may set their own cookies under their own policies.</p>
      <h2>Managing cookies</h2>
      <p>You can block or delete cookies in your browser&apos;s settings. The site keeps working without them; only your theme choice is forgotten.</p>
      <h2>Contact</h2>
      <p>
        Questions: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </LegalPage>
  );
}
