import { EmailNotificationsCard } from "@/components/admin/notifications/email-notifications-card";
import { WebhooksCard } from "@/components/admin/notifications/webhooks-card";

/** Admin Settings, "Notifications": how the owner hears of what happens, by e-mail and by webhook. */
export function NotificationsTab() {
  return (
    <div className="space-y-6">
      <EmailNotificationsCard />
      <WebhooksCard />
    </div>
  );
}
