import { defineRoute, publicOp } from "@/lib/api/handler";
import { avatarParams, readAvatar } from "@/lib/accounts/avatar";
import { assetResponse } from "@/lib/api/asset-response";
import { fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/avatars/{userId}/{hash}", {
  GET: publicOp({
    operationId: "getAvatar",
    summary: "A profile picture (256 px square WebP), at the avatarUrl that profiles, products and sellers give",
    tags: ["Products"],
    params: avatarParams,
    produces: ["image/webp"],
    errors: ["FILE_UNAVAILABLE"],
    response: fileBody,
    // The hash names the bytes: a new picture gets a new address, so this one may be cached for good.
    handler: async ({ params }) =>
      assetResponse(await readAvatar(params.userId, params.hash), "inline", "public, max-age=31536000, immutable"),
  }),
});
