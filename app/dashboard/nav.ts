// Dashboard sections; each issue's pages add their entry here.
export const DASHBOARD_NAV = [
  { href: "/dashboard", label: "Overview" },
  { href: "/dashboard/products", label: "My products" },
  { href: "/dashboard/purchases", label: "Purchases" },
  { href: "/dashboard/sales", label: "Sales" },
  { href: "/dashboard/analytics", label: "Analytics" },
  { href: "/dashboard/executions", label: "Executions" },
  { href: "/dashboard/provider-keys", label: "Provider keys" },
  { href: "/dashboard/billing", label: "Billing" },
  { href: "/dashboard/webhooks", label: "Webhooks" },
  { href: "/dashboard/api-keys", label: "API keys" },
  { href: "/dashboard/settings", label: "Settings" },
] as const;
