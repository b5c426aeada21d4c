import { Link, Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";

export type SpikeAlertProps = { visitors: number; usual: number; hour: string; dashboardUrl: string; settingsUrl: string };

// To the owner when the last hour's visitors were well above the usual hourly figure.
export function SpikeAlertEmail({ visitors, usual, hour, dashboardUrl, settingsUrl }: SpikeAlertProps) {
  return (
    <EmailLayout preview={`${visitors} visitors in the last hour`}>
      <Text style={{ fontSize: "16px", fontWeight: 700 }}>Traffic spike</Text>
      <Text>
        {visitors.toLocaleString("en")} visitors in the hour from {hour}, against about {usual.toLocaleString("en", { maximumFractionDigits: 1 })} in a usual hour of the past week.
      </Text>
      <Text>
        <Link href={dashboardUrl}>See where they come from</Link> · <Link href={settingsUrl}>Change this alert</Link>
      </Text>
    </EmailLayout>
  );
}
