import { defineRoute, publicOp } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { activateLicense } from "@/lib/licenses/public-api";
import { activateLicenseInput, activateLicenseView } from "@/lib/licenses/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/licenses/activate", {
  POST: publicOp({
    operationId: "activateLicense",
    summary: "Activate a license key on an installation; no API key",
    description:
      'Answers the instanceId to keep. Over the key\'s activation limit: 400 VALIDATION_ERROR with details.reason "activation_limit"; ' +
      'an expired key: details.reason "expired"; an unknown or revoked key: 404 NOT_FOUND (the same answer). ' +
      "3 requests a second per key and per IP (RATE_LIMIT_EXCEEDED beyond).",
    tags: ["Licenses"],
    body: activateLicenseInput,
    response: activateLicenseView,
    successStatus: 201,
    errors: ["NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
    handler: async ({ body, req }) => activateLicense(body, clientIp(req)),
  }),
});
