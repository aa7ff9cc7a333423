/** The demo accounts every domain's seed shares. */
export const DEMO_PASSWORD = "demo-password-123";
export const DEMO_USERS = [
  { email: "seller@demo.test", name: "Ada Seller", plan: "PRO" as const },
  { email: "seller2@demo.test", name: "Grace Maker", plan: "BUSINESS" as const },
  { email: "buyer@demo.test", name: "Ben Buyer", plan: "FREE" as const },
];

/** The generated customers of the demo history (lib/demo/activity.ts) share this domain and the demo password. */
export const CUSTOMER_DOMAIN = "customers.demo.test";
/** Every demo account's email ends in this domain (the sellers, the buyer, the catalog authors, the customers). */
export const DEMO_DOMAIN = "demo.test";
