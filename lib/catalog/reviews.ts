import { AppError, validationError } from "@/lib/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { db, type DbTx } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { findVisibleProductOrThrow } from "@/lib/catalog/access";
import { createReviewInput } from "@/lib/catalog/schemas";
import { pageQuery } from "@/lib/pagination";
import type { z } from "zod";

type ReviewRow = { id: string; productId: string; rating: number; comment: string; createdAt: Date; author: { id: string; name: string } };

const toReview = (r: ReviewRow) => ({
  id: r.id,
  productId: r.productId,
  rating: r.rating,
  comment: r.comment,
  author: r.author,
  createdAt: r.createdAt.toISOString(),
});
export type ReviewView = ReturnType<typeof toReview>;

/** Buyers with an active purchase, once each; the product's rating follows in the same transaction. */
export async function createReview(callerId: string, productId: string, input: z.input<typeof createReviewInput>) {
  const r = createReviewInput.parse(input);
  const client = await db();
  const alreadyReviewed = () => validationError([{ path: "productId", message: "You have already reviewed this product" }]);
  const write = client.$transaction(async (tx: DbTx) => {
    const { product, viewer } = await findVisibleProductOrThrow(tx, productId, callerId);
    if (viewer !== "buyer") {
      throw new AppError(
        "UNAUTHORIZED",
        viewer === "author" ? "Authors cannot review their own product" : "Only buyers with an active purchase can review this product",
      );
    }
    const existing = await tx.review.findUnique({ where: { productId_authorId: { productId, authorId: callerId } }, select: { id: true } });
    if (existing) throw alreadyReviewed();
    const review = await tx.review.create({
      data: { id: newId("rev"), productId, authorId: callerId, rating: r.rating, comment: r.comment },
      include: { author: { select: { id: true, name: true } } },
    });
    await tx.$executeRaw`
      UPDATE "Product" SET "ratingSum" = "ratingSum" + ${r.rating}, "ratingCount" = "ratingCount" + 1,
        "ratingAverage" = ("ratingSum" + ${r.rating})::float8 / ("ratingCount" + 1)
      WHERE "id" = ${productId}`;
    await emitEvent(tx, {
      type: "review.created",
      accountIds: [product.authorId],
      data: { review: { id: review.id, productId, rating: review.rating, comment: review.comment, authorId: callerId } },
    });
    return toReview(review);
  });
  // Two concurrent first reviews: the unique index lets one through and the other lands here.
  return write.catch((err: unknown) => {
    throw isUniqueViolation(err) ? alreadyReviewed() : err;
  });
}

export async function listReviews(callerId: string | null, productId: string, input: unknown) {
  const q = pageQuery.parse(input);
  const client = await db();
  await findVisibleProductOrThrow(client, productId, callerId);
  const [rows, total] = await Promise.all([
    client.review.findMany({
      where: { productId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      include: { author: { select: { id: true, name: true } } },
    }),
    client.review.count({ where: { productId } }),
  ]);
  return { items: rows.map(toReview), meta: { page: q.page, limit: q.limit, total } };
}
