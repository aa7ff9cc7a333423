import { ApiReference } from "@scalar/nextjs-api-reference";

// Renders /api/v1/openapi.json with Scalar; the page loads its script from the package's CDN default.
export const GET = ApiReference({ url: "/api/v1/openapi.json", pageTitle: "AI Marketplace API" });
