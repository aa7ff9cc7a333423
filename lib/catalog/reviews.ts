import { AppError, validationError } from "@/lib/errors";
import { afterStorefrontChange, storefrontChangesOnCommit } from "@/lib/catalog/storefront-revalidation";
import { isUniqueViolation } from "@/lib/db/errors";
import { db, type DbTx } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { findVisibleProductOrThrow } from "@/lib/catalog/access";
import { createReviewInput, reviewCommentIsGiven, updateReviewInput } from "@/lib/catalog/schemas";
import { pageQuery } from "@/lib/pagination";
import { z } from "zod";

type ReviewRow = {
  id: string;
  productId: string;
  rating: number;
  comment: string;
  createdAt: Date;
  editedAt: Date | null;
  author: { id: string; name: string };
};

const toReview = (r: ReviewRow) => ({
  id: r.id,
  productId: r.productId,
  rating: r.rating,
  comment: r.comment,
  author: r.author,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
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
    await moveRating(tx, productId, r.rating, 1);
    await emitEvent(tx, {
      type: "review.created",
      accountIds: [product.authorId],
      data: { review: { id: review.id, productId, rating: review.rating, comment: review.comment, authorId: callerId } },
    });
    return toReview(review);
  });
  // Two concurrent first reviews: the unique index lets one through and the other lands here.
  return afterStorefrontChange(
    productId,
    write.catch((err: unknown) => {
      throw isUniqueViolation(err) ? alreadyReviewed() : err;
    }),
  );
}

export async function listReviews(callerId: string | null, productId: string, input: unknown) {
  const q = pageQuery.parse(input);
  const client = await db();
  await findVisibleProductOrThrow(client, productId, callerId);
  // Reviews of buyers whose access ended (a refund) are hidden: see hideReviewOnRefund.
  const [rows, total] = await Promise.all([
    client.review.findMany({
      where: { productId, hiddenAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      include: { author: { select: { id: true, name: true } } },
    }),
    client.review.count({ where: { productId, hiddenAt: null } }),
  ]);
  return { items: rows.map(toReview), meta: { page: q.page, limit: q.limit, total } };
}

/** Adds `sum` to the product's rating total and `count` to its number of ratings, keeping the average exact. */
async function moveRating(tx: DbTx, productId: string, sum: number, count: number) {
  await tx.$executeRaw`
    UPDATE "Product" SET "ratingSum" = "ratingSum" + ${sum}, "ratingCount" = "ratingCount" + ${count},
      "ratingAverage" = CASE WHEN "ratingCount" + ${count} > 0
        THEN ("ratingSum" + ${sum})::float8 / ("ratingCount" + ${count}) ELSE 0 END
    WHERE "id" = ${productId}`;
}

/** The caller's own review of a product they can see: 404 when it is not on this product, 403 when it is someone else's. */
async function findOwnReviewOrThrow(tx: DbTx, callerId: string, productId: string, reviewId: string) {
  await findVisibleProductOrThrow(tx, productId, callerId);
  const review = await tx.review.findUnique({ where: { id: reviewId }, include: { author: { select: { id: true, name: true } } } });
  if (!review || review.productId !== productId) throw new AppError("NOT_FOUND", "Review not found");
  if (review.authorId !== callerId) throw new AppError("UNAUTHORIZED", "Only the review's author may change it");
  return review;
}

/** The author changes their review's rating or comment; the product's rating follows. No event: review.created stays one per review. */
export async function updateReview(callerId: string, productId: string, reviewId: string, input: z.input<typeof updateReviewInput>) {
  const changes = updateReviewInput.parse(input);
  const client = await db();
  return afterStorefrontChange(
    productId,
    client.$transaction(async (tx: DbTx) => {
      const review = await findOwnReviewOrThrow(tx, callerId, productId, reviewId);
      const merged = { rating: changes.rating ?? review.rating, comment: changes.comment ?? review.comment };
      z.object({ rating: z.number(), comment: z.string() }).superRefine(reviewCommentIsGiven).parse(merged);
      const updated = await tx.review.update({
        where: { id: reviewId },
        data: { ...merged, editedAt: new Date() },
        include: { author: { select: { id: true, name: true } } },
      });
      if (merged.rating !== review.rating && !review.hiddenAt) await moveRating(tx, productId, merged.rating - review.rating, 0);
      return toReview(updated);
    }),
  );
}

/** The author removes their review; the product's rating follows, and they may review again later. */
export async function deleteReview(callerId: string, productId: string, reviewId: string) {
  const client = await db();
  return afterStorefrontChange(
    productId,
    client.$transaction(async (tx: DbTx) => {
      const review = await findOwnReviewOrThrow(tx, callerId, productId, reviewId);
      await tx.review.delete({ where: { id: reviewId } });
      if (!review.hiddenAt) await moveRating(tx, productId, -review.rating, -1);
      return { id: reviewId, deleted: true as const };
    }),
  );
}

/** The caller's own review of a product, or null. */
export async function findOwnReview(callerId: string | null, productId: string): Promise<ReviewView | null> {
  if (!callerId) return null;
  const client = await db();
  const review = await client.review.findUnique({
    where: { productId_authorId: { productId, authorId: callerId } },
    include: { author: { select: { id: true, name: true } } },
  });
  return review ? toReview(review) : null;
}

/**
 * A buyer's access to the product ended (a full refund, or a partial one that revoked it): their review leaves the
 * product page, the review list and the rating (docs/catalog.md#reviews). It stays theirs, and comes back if they
 * buy again (showReviewAgain). Runs in the refund's transaction.
 */
export async function hideReviewOnRefund(tx: DbTx, buyerId: string, productId: string) {
  const review = await tx.review.findUnique({
    where: { productId_authorId: { productId, authorId: buyerId } },
    select: { id: true, rating: true, hiddenAt: true },
  });
  if (!review || review.hiddenAt) return;
  await tx.review.update({ where: { id: review.id }, data: { hiddenAt: new Date() } });
  await moveRating(tx, productId, -review.rating, -1);
  await storefrontChangesOnCommit(tx, productId);
}

/** The buyer bought the product again: a review hidden by an earlier refund counts again. Runs in the purchase's transaction. */
export async function showReviewAgain(tx: DbTx, buyerId: string, productId: string) {
  const review = await tx.review.findUnique({
    where: { productId_authorId: { productId, authorId: buyerId } },
    select: { id: true, rating: true, hiddenAt: true },
  });
  if (!review?.hiddenAt) return;
  await tx.review.update({ where: { id: review.id }, data: { hiddenAt: null } });
  await moveRating(tx, productId, review.rating, 1);
  await storefrontChangesOnCommit(tx, productId);
}
