/** The demo accounts every domain's seed shares. */
export const DEMO_PASSWORD = "demo-password-123";
export const DEMO_USERS = [
  { email: "seller@demo.test", name: "Ada Seller", plan: "PRO" as const },
  { email: "seller2@demo.test", name: "Grace Maker", plan: "BUSINESS" as const },
  { email: "buyer@demo.test", name: "Ben Buyer", plan: "FREE" as const },
];
