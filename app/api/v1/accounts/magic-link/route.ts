import { defineRoute, publicOp } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { magicLinkRequested, magicLinkRequestInput, requestMagicLink } from "@/lib/accounts/magic-link";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/accounts/magic-link", {
  POST: publicOp({
    operationId: "requestMagicLink",
    summary: "Mail a one-time sign-in link; no authentication",
    description:
      "Always answers the same, whether or not an account has the address. The link works once, for 15 minutes, and " +
      "is used at /magic-link (next-auth provider `magic-link`). 5 requests an hour per address and per IP (RATE_LIMIT_EXCEEDED beyond).",
    tags: ["Account"],
    body: magicLinkRequestInput,
    response: magicLinkRequested,
    errors: ["RATE_LIMIT_EXCEEDED"],
    handler: async ({ body, req }) => requestMagicLink(body, clientIp(req)),
  }),
});
