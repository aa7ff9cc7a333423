import { ApiReference } from "@scalar/nextjs-api-reference";

// Renders /api/v1/openapi.json with Scalar. Its script comes from our own server (/docs/scalar.js) and the
// default web fonts are off, so the page works with no internet access.
export const GET = ApiReference({
  url: "/api/v1/openapi.json",
  pageTitle: "Promptly API reference",
  cdn: "/docs/scalar.js",
  withDefaultFonts: false,
});
