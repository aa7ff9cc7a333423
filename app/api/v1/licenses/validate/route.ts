import { defineRoute, publicOp } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { validateLicense } from "@/lib/licenses/public-api";
import { validateLicenseInput, validateLicenseView } from "@/lib/licenses/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/licenses/validate", {
  POST: publicOp({
    operationId: "validateLicense",
    summary: "Check a license key from your own software; no API key",
    description:
      "Answers whether the key is valid (active, and with instanceId that installation is activated on it). An unknown key answers " +
      "exactly as a revoked one. 3 requests a second per key and per IP (RATE_LIMIT_EXCEEDED beyond). See docs/commerce.md#license-keys.",
    tags: ["Licenses"],
    body: validateLicenseInput,
    response: validateLicenseView,
    errors: ["RATE_LIMIT_EXCEEDED"],
    handler: async ({ body, req }) => validateLicense(body, clientIp(req)),
  }),
});
