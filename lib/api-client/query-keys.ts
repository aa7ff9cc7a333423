/**
 * TanStack Query keys, one factory per domain, so a page that reads and a form that invalidates name the same
 * cache entry; every page and component takes its keys from here. Invalidate a whole domain with its `all` key
 * (a prefix of every key below it).
 */
export const queryKeys = {
  me: { all: ["me"] as const },
  sessions: { all: ["sessions"] as const },
  twoFactor: { all: ["two-factor"] as const },
  connectedApps: { all: ["connected-apps"] as const },
  apiKeys: { all: ["api-keys"] as const },
  paymentMethods: { all: ["payment-methods"] as const },
  plan: { all: ["plan"] as const },
  notificationPreferences: { all: ["notification-preferences"] as const },
  payouts: { all: ["payouts"] as const },
  payoutAccount: { all: ["payout-account"] as const, status: (returning: boolean) => ["payout-account", returning] as const },
  balance: { all: ["balance"] as const },
  customers: {
    all: ["customers"] as const,
    list: (page: number) => ["customers", page] as const,
    entitlements: (buyerId: string) => ["customers", "entitlements", buyerId] as const,
  },
  discounts: { all: ["discounts"] as const },
  categories: { all: ["categories"] as const },
  aiModels: { all: ["ai-models"] as const },
  providerKeys: { all: ["provider-keys"] as const },
  analytics: { all: ["analytics"] as const, report: (endpoint: string, query: string) => ["analytics", endpoint, query] as const },
  products: {
    all: ["products"] as const,
    mine: () => ["products", "mine"] as const,
    detail: (id: string) => ["products", id] as const,
    /** The visitor's part of a product page (GET /products/{id}/viewer). */
    viewer: (id: string) => ["products", id, "viewer"] as const,
    versions: (productId: string) => ["product-versions", productId] as const,
    licenses: (productId: string) => ["products", productId, "licenses"] as const,
  },
  purchases: {
    all: ["purchases"] as const,
    list: (status: string, page: number) => ["purchases", status, page] as const,
    detail: (orderId: string) => ["purchase", orderId] as const,
    productUpdates: (orderId: string) => ["product-update-mail", orderId] as const,
    quote: (productId: string) => ["purchase-quote", productId] as const,
  },
  checkoutSessions: { one: (sessionId: string) => ["checkout-session", sessionId] as const },
  sales: { all: ["sales"] as const, list: (status: string, page: number) => ["sales", status, page] as const },
  refundRequests: { all: ["refund-requests"] as const, pending: () => ["refund-requests", "pending"] as const },
  executions: {
    all: ["executions"] as const,
    list: (page: number) => ["executions", page] as const,
    detail: (executionId: string) => ["executions", "one", executionId] as const,
  },
  webhooks: {
    endpoints: ["webhook-endpoints"] as const,
    deliveries: ["webhook-deliveries"] as const,
    deliveryList: (filters: unknown, page: number) => ["webhook-deliveries", filters, page] as const,
    delivery: (id: string) => ["webhook-delivery", id] as const,
  },
};
