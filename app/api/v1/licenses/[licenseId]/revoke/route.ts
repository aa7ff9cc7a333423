import { defineRoute, op } from "@/lib/api/handler";
import { revokeLicenseBySeller } from "@/lib/licenses/seller";
import { licenseIdParams, licenseView } from "@/lib/licenses/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/licenses/{licenseId}/revoke", {
  POST: op({
    operationId: "revokeLicense",
    summary: "Revoke a license key of one of your products (validate then answers it as revoked; the order is unchanged)",
    tags: ["Licenses"],
    scope: "purchases:write",
    params: licenseIdParams,
    response: licenseView,
    errors: ["NOT_FOUND"],
    handler: async ({ principal, params }) => revokeLicenseBySeller(principal.user.id, params.licenseId),
  }),
});
