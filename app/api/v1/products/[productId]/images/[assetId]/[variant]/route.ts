import { z } from "zod";
import { defineRoute, publicOp } from "@/lib/api/handler";
import { optionalReaderId } from "@/lib/api/authenticate";
import { readImageVariant } from "@/lib/catalog/assets";
import { assetResponse } from "@/lib/api/asset-response";
import { assetParams } from "@/lib/catalog/schemas";
import { fileBody } from "@/lib/api/common-views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/images/{assetId}/{variant}", {
  GET: publicOp({
    operationId: "getProductImageVariant",
    summary: "A resized copy of a product image (WebP or AVIF), under a content-hashed name; cached for a year when public",
    description:
      "The names (`<hash>-<width>.<avif|webp>`) are the ones the storefront's `srcset` uses (docs/catalog.md#images). " +
      "The bytes behind a name never change, so a published product's copies are served `public, max-age=31536000, immutable`.",
    tags: ["Products"],
    params: assetParams.extend({ variant: z.string().max(64).meta({ description: "e.g. 3f9a0c1b2d4e5f60-800.avif" }) }),
    produces: ["image/avif", "image/webp"],
    errors: ["FILE_UNAVAILABLE"],
    response: fileBody,
    handler: async ({ req, params }) => {
      const image = await readImageVariant(params.productId, params.assetId, params.variant, () => optionalReaderId(req));
      return assetResponse(image.content, "inline", image.isPublic ? "public, max-age=31536000, immutable" : "private, no-store");
    },
  }),
});
