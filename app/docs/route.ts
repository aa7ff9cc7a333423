import { ApiReference } from "@scalar/nextjs-api-reference";

// Renders /api/v1/openapi.json with Scalar; its script comes from our own server (/docs/scalar.js), so it works offline.
export const GET = ApiReference({ url: "/api/v1/openapi.json", pageTitle: "AI Marketplace API", cdn: "/docs/scalar.js" });
