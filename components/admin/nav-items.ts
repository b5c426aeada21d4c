import { Contact, FileText, Gauge, LayoutDashboard, ListOrdered, Mail, MailPlus, Newspaper, Paintbrush, Settings, Trash2, Users, type LucideIcon } from "lucide-react";

export type AdminNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show the same screen (marked current too). */
  aliases?: string[];
};

/**
 * Every admin screen, in the order the shell lists them. The one list: the desktop bar, the phone
 * menu and the editor's compact menu all read it. A new admin screen is one more entry here.
 */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { href: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { href: "/visual-editor", label: "Visual editor", icon: Paintbrush, aliases: ["/admin/editor"] },
  { href: "/admin/blog", label: "Blog posts", icon: FileText },
  { href: "/admin/changelog", label: "Changelog", icon: Newspaper },
  { href: "/admin/testers", label: "Testers", icon: Users },
  { href: "/admin/waitlist", label: "Waitlist", icon: ListOrdered },
  { href: "/admin/members", label: "Members", icon: Contact },
  { href: "/admin/newsletter", label: "Newsletter", icon: MailPlus },
  { href: "/admin/trash", label: "Trash", icon: Trash2 },
  { href: "/admin/settings", label: "Settings", icon: Settings },
  { href: "/email-status", label: "E-mail status", icon: Mail },
  { href: "/admin-debug", label: "Debug", icon: Gauge },
];

/** The entry that shows `pathname` (exact match, or a sub-path of a screen other than the dashboard). */
export function currentNavItem(pathname: string): AdminNavItem | undefined {
  const matches = (path: string) => pathname === path || (path !== "/admin" && pathname.startsWith(`${path}/`));
  return ADMIN_NAV_ITEMS.find((item) => [item.href, ...(item.aliases ?? [])].some(matches));
}
