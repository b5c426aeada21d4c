import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountFollows } from "@/components/ideas/account-follows";
import { AccountCard } from "@/components/members/account-card";
import { AccountSection } from "@/components/members/account-section";
import { ChangeEmailForm } from "@/components/members/change-email-form";
import { EraseAccount } from "@/components/members/erase-account";
import { NewsletterAccountSection } from "@/components/members/newsletter-account-section";
import { PostButton } from "@/components/members/post-button";
import { PreferenceSwitch } from "@/components/members/preference-switch";
import { SentItems } from "@/components/members/sent-items";
import { TesterSlot } from "@/components/members/tester-slot";
import { SitePageFrame } from "@/components/site/page-frame";
import { buttonVariants } from "@/components/ui/button-variants";
import { WaitlistAccountSection } from "@/components/waitlist/account-section";
import { getAccountOverview } from "@/lib/data/member-account";
import { getCurrentMember } from "@/lib/members/session";

// Personal: rendered per request for the member's own session, never kept by a shared cache.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

// /account: the signed-in member's page. Without a live member session, the sign-in page.
export default async function AccountPage() {
  const member = await getCurrentMember();
  if (!member) redirect("/account/sign-in");
  const overview = await getAccountOverview(member.emailKey);
  return (
    <SitePageFrame>
      <AccountCard title="Signed in" testId="account">
        <dl className="mt-4">
          <dt className="text-muted-foreground text-sm">E-mail address</dt>
          <dd className="mt-1 text-lg font-medium wrap-anywhere" data-testid="account-email">
            {member.email}
          </dd>
        </dl>
        <div className="mt-8">
          <PostButton url="/api/account/sign-out" body={{}} label="Sign out" busyLabel="Signing out..." then="/account/sign-in" variant="outline" />
        </div>
      </AccountCard>

      <AccountSection title="What you sent" description="Feedback, suggestions and messages sent with this address, with their status and our answers." testId="account-sent">
        <SentItems overview={overview} />
      </AccountSection>

      <AccountSection title="Early-tester slot" testId="account-tester">
        <TesterSlot tester={overview.tester} />
      </AccountSection>

      <WaitlistAccountSection memberId={member.id} />

      <AccountSection title="E-mail preferences" testId="account-preferences">
        <PreferenceSwitch
          name="suggestionUpdates"
          label="Updates on my suggestions"
          hint="When a suggestion you sent with “E-mail me about this” changes status, gets an answer or ships."
          initial={overview.preferences.suggestionUpdates}
        />
      </AccountSection>

      <NewsletterAccountSection memberId={member.id} />

      <AccountFollows memberId={member.id} />

      <AccountSection title="Your data" description="Download a copy, move it to another address, or erase it." testId="account-data">
        <div className="divide-y [&>div]:py-6 [&>div:first-child]:pt-0 [&>div:last-child]:pb-0">
          <div>
            <h3 className="font-semibold">Download</h3>
            <p className="text-muted-foreground mt-1 text-sm">Everything we hold about you, as a JSON file.</p>
            <a href="/api/account/export" download className={buttonVariants({ variant: "outline", className: "mt-3" })} data-testid="account-export">
              Download my data
            </a>
          </div>
          <div>
            <h3 className="font-semibold">Change address</h3>
            <p className="text-muted-foreground mt-1 mb-3 text-sm">We send a link to the new address; your address changes when you open it and press the button there.</p>
            <ChangeEmailForm />
          </div>
          <div>
            <h3 className="font-semibold">Erase</h3>
            <p className="text-muted-foreground mt-1 mb-3 text-sm">Deletes everything at once. It cannot be undone.</p>
            <EraseAccount />
          </div>
        </div>
      </AccountSection>
    </SitePageFrame>
  );
}
