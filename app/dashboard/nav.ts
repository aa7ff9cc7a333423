import {
  BarChart3Icon,
  BookOpenIcon,
  BotIcon,
  CreditCardIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  PackageIcon,
  PlayIcon,
  ReceiptIcon,
  SettingsIcon,
  TicketPercentIcon,
  ShoppingBagIcon,
  UsersIcon,
  WalletIcon,
  WebhookIcon,
  type LucideIcon,
} from "lucide-react";

export type NavItem = { href: string; label: string; icon: LucideIcon };

// Dashboard sections in the order a seller and a buyer reach for them; each issue's pages add their entry here.
export const DASHBOARD_NAV: { heading: string | null; items: NavItem[] }[] = [
  { heading: null, items: [{ href: "/dashboard", label: "Overview", icon: LayoutDashboardIcon }] },
  {
    heading: "Sell",
    items: [
      { href: "/dashboard/products", label: "My products", icon: PackageIcon },
      { href: "/dashboard/sales", label: "Sales", icon: WalletIcon },
      { href: "/dashboard/customers", label: "Customers", icon: UsersIcon },
      { href: "/dashboard/discounts", label: "Discounts", icon: TicketPercentIcon },
      { href: "/dashboard/analytics", label: "Analytics", icon: BarChart3Icon },
    ],
  },
  {
    heading: "Buy and run",
    items: [
      { href: "/dashboard/purchases", label: "Purchases", icon: ShoppingBagIcon },
      { href: "/dashboard/executions", label: "Executions", icon: PlayIcon },
      { href: "/dashboard/provider-keys", label: "Provider keys", icon: KeyRoundIcon },
      { href: "/dashboard/ai-tools", label: "Use in your AI tools", icon: BotIcon },
    ],
  },
  {
    heading: "Account",
    items: [
      { href: "/dashboard/billing", label: "Billing", icon: CreditCardIcon },
      { href: "/dashboard/webhooks", label: "Webhooks", icon: WebhookIcon },
      { href: "/dashboard/api-keys", label: "API keys", icon: ReceiptIcon },
      { href: "/dashboard/settings", label: "Settings", icon: SettingsIcon },
    ],
  },
];

export const CATALOG_LINK = { href: "/products", label: "Browse the catalog", icon: BookOpenIcon };

export function isActive(href: string, pathname: string): boolean {
  return href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}
