import { defineRoute, publicOp } from "@/lib/api/handler";
import { getSellerProfile, sellerHandleParams, sellerProfileView } from "@/lib/catalog/sellers";

// A seller's public profile: what the page /sellers/<handle> shows (docs/catalog.md#seller-profiles).
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/sellers/{handle}", {
  GET: publicOp({
    operationId: "getSellerProfile",
    summary: "A seller's public profile: name, bio, badge, published products, rating and sales; no authentication",
    description:
      "Only published products are listed and counted. An unknown handle, a deleted account or an account with no published product: 404 NOT_FOUND.",
    tags: ["Products"],
    params: sellerHandleParams,
    response: sellerProfileView,
    handler: async ({ params }) => getSellerProfile(params.handle),
  }),
});
