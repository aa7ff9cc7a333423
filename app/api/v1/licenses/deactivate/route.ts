import { defineRoute, publicOp } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { deactivateLicense } from "@/lib/licenses/public-api";
import { deactivateLicenseInput, deactivateLicenseView } from "@/lib/licenses/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/licenses/deactivate", {
  POST: publicOp({
    operationId: "deactivateLicense",
    summary: "Free an installation's place under a license key's limit; no API key",
    description:
      "Deactivating an instance twice answers the same. An unknown or revoked key, or an instance of another key: 404 NOT_FOUND. " +
      "3 requests a second per key and per IP (RATE_LIMIT_EXCEEDED beyond).",
    tags: ["Licenses"],
    body: deactivateLicenseInput,
    response: deactivateLicenseView,
    errors: ["NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
    handler: async ({ body, req }) => deactivateLicense(body, clientIp(req)),
  }),
});
