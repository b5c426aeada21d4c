import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "@/components/site/legal-page";
import { getProgramTerms } from "@/lib/data/program";
import { env } from "@/lib/env";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import { formatSiteDate } from "@/lib/format/site-date";
import { waitInWords } from "@/lib/format/wait";

export const metadata: Metadata = { title: "Privacy Policy", alternates: { canonical: "/privacy" } };

// The privacy policy, from the spec's facts (section 1) and what the site really stores.
export default async function PrivacyPage() {
  const email = env.CONTACT_EMAIL;
  const { cap, deadline } = await getProgramTerms();
  return (
    <LegalPage title="Privacy Policy">
      <p>
        StepWise is a prototype of a step-by-step assembly and disassembly guidance app. This policy explains what we
        collect through this website, why, and the rights you have over it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>E-mail addresses and names you give in the feedback and feature-suggestion forms.</li>
        <li>The comments and answers you write in those forms.</li>
        <li>Contact form submissions: your name, e-mail address, subject and message.</li>
        <li>
          Usage data: which of our pages are viewed and anonymous counts of actions such as opening the prototype or
          toggling the theme (see &ldquo;Analytics&rdquo; below).
        </li>
        <li>Device information that browsers send with every request, such as browser type and IP address, used for security and rate limiting.</li>
      </ul>
      <h2>Your member record</h2>
      <p>
        When you confirm your e-mail address, by pressing the button on a page that a sign-in or tester confirmation link
        we e-mailed you opens, you become a member. Until then we send that address nothing but the link itself. Your
        member record holds:
      </p>
      <ul>
        <li>Your e-mail address as you typed it, and the same address in a standard form (lower case; for Gmail without dots or &ldquo;+&rdquo; tags) that links everything sent from your mailbox.</li>
        <li>When you first confirmed it and when you last signed in.</li>
        <li>Your e-mail preferences, such as whether we write to you about your suggestions.</li>
        <li>
          Your sign-ins: for each, a random key stored only as a one-way hash, when it started and whether you signed
          out. A sign-in lasts at most {waitInWords(env.MEMBER_SESSION_LIFETIME_SECONDS)}; ended ones are deleted within the hour.
          We keep no IP address or browser details with them.
        </li>
        <li>Sign-in links, stored only as a one-way hash: each works once, for {SIGN_IN_LINK_MINUTES} minutes, and is deleted a day after it was used or expired.</li>
      </ul>
      <p>
        Linked to it by your address: the feedback, suggestions and contact messages you sent, with their status and our
        answers, and your early-tester slot.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your data only for feedback purposes: to read and answer your feedback, to run the early-tester
        programme (the first {cap} testers, until {formatSiteDate(deadline, "day")}), to reply to your messages and to improve the product. Our analytics are first-party and
        cookie-free and contain no personal data.
      </p>
      <h2>Analytics</h2>
      <p>
        We count visits without cookies and without storing anything in your browser. For each page view we keep the
        page&apos;s address on this site, the website that sent you there (its host name only, never the full address),
        the campaign tags of the link (utm_source, utm_medium, utm_campaign), and the kind of device, browser and
        operating system. To count unique visitors we keep a one-way hash of a secret that changes every day, this
        site, your IP address and your browser&apos;s user agent: your IP address and user agent themselves are never
        stored, and each day&apos;s secret is deleted after that day, so visits cannot be linked across days or to you.
        Automated clients are not counted, and neither is anyone whose browser sends Do Not Track or Global Privacy
        Control. Individual page views and events are deleted after {env.ANALYTICS_RAW_RETENTION_DAYS} days; only daily
        totals are kept after that.
      </p>
      <h2>We never sell your data</h2>
      <p>We do not sell, rent or trade your personal data. We share it only with the services that run this site (hosting and e-mail delivery), and only as far as they need it.</p>
      <h2>How long we keep it</h2>
      <p>We keep submissions while the prototype programme runs and delete them when they are no longer needed, or earlier when you ask us to.</p>
      <h2>Your rights</h2>
      <p>You can ask us at any time to:</p>
      <ul>
        <li>Access: a copy of the data we hold about you.</li>
        <li>Correction: fix data that is wrong or incomplete.</li>
        <li>Deletion: erase your data.</li>
        <li>Portability: receive your data in a portable, machine-readable format (CSV).</li>
      </ul>
      <p>
        Write to <a href={`mailto:${email}`}>{email}</a> and we will answer within 30 days.
      </p>
      <h2>Using your rights from your account</h2>
      <p>
        You can also use these rights yourself, at once: <Link href="/account/sign-in" prefetch={false}>sign in</Link> with your e-mail address (we
        send you a link) and open <Link href="/account" prefetch={false}>your account</Link>. There you can:
      </p>
      <ul>
        <li>See everything you sent, with its status and our public answers, and your tester slot.</li>
        <li>Export every record we hold about you as a JSON file.</li>
        <li>Correct or change your e-mail address: the new address replaces the old one once you confirm it from the new inbox.</li>
        <li>Choose which e-mails you receive from us.</li>
        <li>
          Erase your data: after you confirm, everything with your address is deleted or anonymised at once and for good
          (not kept in a trash), your tester slot is freed and you are signed out everywhere. Our activity log records
          only that a member erased their data, not who.
        </li>
      </ul>
      <h2>Children</h2>
      <p>This site is not meant for children under 13, and we do not knowingly collect their data.</p>
      <h2>Changes</h2>
      <p>When this policy changes we update the date at the top of this page.</p>
    </LegalPage>
  );
}
