import type { Metadata } from "next";
import { LegalPage } from "@/components/site/legal-page";
import { MINIMUM_AGE } from "@/lib/config";
import { getProgramTerms } from "@/lib/data/program";
import { formatSiteDate } from "@/lib/format/site-date";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Terms of Service", alternates: { canonical: "/terms" } };

// The terms, with the prototype tester programme (spec section 1).
export default async function TermsPage() {
  const email = env.CONTACT_EMAIL;
  const { cap, deadline } = await getProgramTerms();
  return (
    <LegalPage title="Terms of Service">
      <p>By using this website and the StepWise prototype you agree to these terms.</p>
      <h2>A prototype, not the final product</h2>
      <p>
        StepWise is shown here as a prototype. Features may change, be incomplete or be removed, and the prototype is
        provided as it is, without any warranty.
      </p>
      <h2>Who may use StepWise</h2>
      <ul>
        <li>You must be {MINIMUM_AGE} years of age or older.</li>
        <li>You must give accurate information in the forms and your account.</li>
        <li>Each person may have one account only.</li>
      </ul>
      <h2 id="tester-programme">Prototype tester programme</h2>
      <p>
        The first {cap} users who complete the feedback form with their e-mail address and confirm it receive a Beta Tester
        Badge, Lifetime Pro Access (core features only) and Early Feature Access. The programme ends when {cap} slots are
        confirmed or on {formatSiteDate(deadline, "day")}, whichever comes first.
      </p>
      <ul>
        <li>
          Submitting the form holds nothing: we e-mail you a link, and the slot is given when you confirm it, in order of
          confirmation. A link not confirmed in time (48 hours unless stated in the e-mail) stops working.
        </li>
        <li>One slot per person: the same mailbox under another spelling (dots or +tags at Gmail, +tags at providers that ignore them, a provider&apos;s other domains such as pm.me or me.com) counts once, and disposable addresses get no slot.</li>
        <li>Rewards are non-transferable and tied to your registered account.</li>
        <li>Rewards may be revoked in case of abuse.</li>
      </ul>
      <h2>Your feedback</h2>
      <p>You allow us to use the feedback and suggestions you send to improve StepWise, without any obligation to you.</p>
      <h2>Acceptable use</h2>
      <p>Do not misuse the site: no automated submissions, no attempts to break its security, nothing unlawful.</p>
      <h2>Safety</h2>
      <p>Assembly and disassembly can be dangerous. Always follow the manufacturer&apos;s instructions and the safety alerts, and use your own judgement.</p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </LegalPage>
  );
}
