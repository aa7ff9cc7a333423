import { policyIn, policyOut } from "@/lib/catalog/refund-policy";
import { afterStorefrontChange } from "@/lib/catalog/storefront-revalidation";
import { validationError } from "@/lib/errors";
import { db, type DbTx } from "@/lib/db/client";
import type { Product, ProductStatus } from "@/lib/db/generated/client";
import type { EventData } from "@/lib/events/build-event";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { findOwnProductOrThrow } from "@/lib/catalog/access";
import { readExamples, replaceExamples } from "@/lib/catalog/examples";
import { toAmount, toCents } from "@/lib/money";
import { statusOut } from "@/lib/catalog/present";
import { assertEmailVerified } from "@/lib/accounts/email-verification";
import {
  createProductInput,
  currencyPriceFaults,
  pricingFaults,
  updateProductInput,
  type CreateProductInput,
  type UpdateProductInput,
  BUNDLE_ONE_CURRENCY,
} from "@/lib/catalog/schemas";
import { priceModeIn, priceModeOut } from "@/lib/catalog/price-mode";
import { pricesIn, pricesOut } from "@/lib/catalog/currency-prices";
import { releaseVersionForUpdate } from "@/lib/catalog/versions";
import { assertBundleItemsPublished, bundleProducts, setBundleItems } from "@/lib/catalog/bundles";

async function assertCategory(client: DbTx, slug: string): Promise<void> {
  const found = await client.category.findUnique({ where: { slug }, select: { slug: true } });
  if (!found) throw validationError([{ path: "category", message: `Unknown category "${slug}" (see GET /categories)` }]);
}

/** Serialises changes to one product so two concurrent moves cannot both emit their event. */
async function lockProduct(tx: DbTx, productId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "Product" WHERE "id" = ${productId} FOR UPDATE`;
}

export async function createProduct(authorId: string, input: CreateProductInput) {
  const p = createProductInput.parse(input);
  const client = await db();
  await assertCategory(client, p.category);
  const product = await client.$transaction(async (tx: DbTx) => {
    const row = await tx.product.create({
      data: {
        id: newId("prod"),
        authorId,
        title: p.title,
        description: p.description,
        type: p.type,
        categorySlug: p.category,
        // pay_what_you_want keeps its minimum as the price (pricingFaults has checked there is one).
        priceCents: toCents((p.priceMode === "pay_what_you_want" ? (p.minimumPrice ?? p.price) : p.price) ?? 0),
        priceMode: priceModeIn(p.priceMode),
        suggestedPriceCents: p.priceMode === "pay_what_you_want" && p.suggestedPrice != null ? toCents(p.suggestedPrice) : null,
        currency: p.currency,
        prices: pricesIn(p.prices),
        content: p.content,
        requirements: p.requirements,
        features: p.features,
        tags: p.tags,
        compatibility: p.compatibility,
        refundPolicy: policyIn(p.refundPolicy),
        ...(p.licenseKeys ? licenseColumns(p.licenseKeys) : {}),
      },
    });
    await replaceExamples(tx, row.id, p.examples);
    if (p.type === "BUNDLE") await setBundleItems(tx, authorId, row, p.bundleProductIds ?? []);
    return row;
  });
  return { id: product.id, status: statusOut(product.status), message: "Product created as a draft; publish it to list it in the catalog" };
}

/**
 * Checks the pricing as it will be stored (the patch over the row) and folds `minimumPrice` into `price`, where a
 * pay_what_you_want minimum lives. Turning a product back to `fixed` clears its suggested price.
 */
function normalisePricingPatch(patch: UpdateProductInput, before: Product): void {
  const touched =
    patch.priceMode !== undefined ||
    patch.minimumPrice !== undefined ||
    patch.suggestedPrice !== undefined ||
    (patch.price !== undefined && before.priceMode === "PAY_WHAT_YOU_WANT");
  if (!touched) return;
  const priceMode = patch.priceMode ?? priceModeOut(before.priceMode);
  const stored = toAmount(before.priceCents);
  const faults =
    priceMode === "fixed"
      ? pricingFaults({ priceMode, price: patch.price ?? stored, minimumPrice: patch.minimumPrice, suggestedPrice: patch.suggestedPrice })
      : pricingFaults({
          priceMode,
          price: patch.price,
          minimumPrice: patch.minimumPrice ?? (patch.price === undefined ? stored : undefined),
          suggestedPrice: patch.suggestedPrice !== undefined ? patch.suggestedPrice : suggestedOut(before),
        });
  if (faults.length) throw validationError(faults);
  if (patch.minimumPrice !== undefined) patch.price = patch.minimumPrice;
  delete patch.minimumPrice;
  if (priceMode === "fixed" && before.suggestedPriceCents !== null) patch.suggestedPrice = null;
}

/** The stored license-key settings in the API's words; `prefix` null means "from the title". */
const licenseKeysStored = (p: Product) => ({
  enabled: p.licenseKeysEnabled,
  expiresInDays: p.licenseExpiresInDays,
  activationLimit: p.licenseActivationLimit,
  prefix: p.licensePrefix,
});

type LicenseKeysPatch = NonNullable<UpdateProductInput["licenseKeys"]>;

/** The columns of license-key settings; fields a patch leaves out keep their value (null clears one). */
function licenseColumns(k: LicenseKeysPatch, before?: ReturnType<typeof licenseKeysStored>) {
  return {
    licenseKeysEnabled: k.enabled,
    licenseExpiresInDays: k.expiresInDays !== undefined ? k.expiresInDays : (before?.expiresInDays ?? null),
    licenseActivationLimit: k.activationLimit !== undefined ? k.activationLimit : (before?.activationLimit ?? null),
    licensePrefix: k.prefix !== undefined ? k.prefix : (before?.prefix ?? null),
  };
}

const suggestedOut = (p: Product) => (p.suggestedPriceCents === null ? null : toAmount(p.suggestedPriceCents));

// API field name → how to read it from a row, so `changes` speaks the API's language (price in units).
const FIELD_READERS: Record<string, (p: Product) => unknown> = {
  title: (p) => p.title,
  description: (p) => p.description,
  type: (p) => p.type,
  category: (p) => p.categorySlug,
  price: (p) => toAmount(p.priceCents),
  priceMode: (p) => priceModeOut(p.priceMode),
  suggestedPrice: suggestedOut,
  currency: (p) => p.currency,
  prices: (p) => pricesOut(p.prices),
  content: (p) => p.content,
  requirements: (p) => p.requirements,
  features: (p) => p.features,
  tags: (p) => p.tags,
  compatibility: (p) => p.compatibility,
  version: (p) => p.version,
  changelog: (p) => p.changelog,
  refundPolicy: (p) => policyOut(p.refundPolicy),
  licenseKeys: licenseKeysStored,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes as product.updated carries them: the paid content is never in an event or a webhook, only that it
 * changed and its lengths in characters (docs/webhooks.md#productupdated).
 */
function eventChanges(changes: Record<string, { old: unknown; new: unknown }>): EventData<"product.updated">["product"]["changes"] {
  const { content, ...rest } = changes;
  if (!content) return rest;
  return { ...rest, content: { changed: true, oldLength: String(content.old).length, newLength: String(content.new).length } };
}

/** Applies the real changes and emits product.updated (eventChanges) in the same transaction. */
/**
 * A product keeps its kind: a bundle stays a bundle (its price fixed, no keys of its own), and only a bundle lists
 * bundled products (docs/commerce.md#bundles).
 */
function assertBundlePatch(patch: UpdateProductInput, before: Product): void {
  const faults: { path: string; message: string }[] = [];
  if (patch.type !== undefined && patch.type !== before.type && (patch.type === "BUNDLE" || before.type === "BUNDLE")) {
    faults.push({ path: "type", message: "A bundle cannot become another type, nor another type a bundle: create a new product" });
  }
  if (before.type !== "BUNDLE") {
    if (patch.bundleProductIds !== undefined)
      faults.push({ path: "bundleProductIds", message: "Only a BUNDLE product lists bundled products" });
  } else {
    if (patch.priceMode === "pay_what_you_want") faults.push({ path: "priceMode", message: "A bundle has a fixed price" });
    if (patch.licenseKeys?.enabled) {
      faults.push({ path: "licenseKeys", message: "A bundle issues no license keys; its products issue their own" });
    }
    if (patch.prices?.length) faults.push({ path: "prices", message: BUNDLE_ONE_CURRENCY });
  }
  if (faults.length) throw validationError(faults);
}

export async function updateProduct(callerId: string, productId: string, input: UpdateProductInput) {
  const patch = updateProductInput.parse(input);
  const client = await db();
  return afterStorefrontChange(
    productId,
    client.$transaction(async (tx: DbTx) => {
      await lockProduct(tx, productId);
      const before = await findOwnProductOrThrow(tx, productId, callerId);
      if (patch.type !== undefined || patch.content !== undefined) {
        // The content rule depends on the type: check the pair as it will be stored, not only the sent half.
        updateProductInput.parse({ type: patch.type ?? before.type, content: patch.content ?? before.content });
      }
      if (patch.category !== undefined) await assertCategory(tx, patch.category);
      assertBundlePatch(patch, before);
      normalisePricingPatch(patch, before);
      if (patch.prices !== undefined || patch.currency !== undefined || patch.priceMode !== undefined) {
        // The other currencies' prices are checked as they will be stored, beside the main currency and price mode.
        const faults = currencyPriceFaults({
          currency: patch.currency ?? before.currency,
          priceMode: patch.priceMode ?? priceModeOut(before.priceMode),
          prices: patch.prices ?? pricesOut(before.prices),
        });
        if (faults.length) throw validationError(faults);
        if (patch.prices) patch.prices = pricesOut(pricesIn(patch.prices)); // CURRENCIES order, so `changes` compares alike
      }
      if (patch.licenseKeys) {
        // A partial settings object keeps the fields it leaves out: compare and store the whole of it.
        const c = licenseColumns(patch.licenseKeys, licenseKeysStored(before));
        patch.licenseKeys = {
          enabled: c.licenseKeysEnabled,
          expiresInDays: c.licenseExpiresInDays,
          activationLimit: c.licenseActivationLimit,
          prefix: c.licensePrefix,
        };
      }
      const changes: Record<string, { old: unknown; new: unknown }> = {};
      for (const [field, value] of Object.entries(patch)) {
        if (value === undefined || field === "examples" || field === "bundleProductIds") continue;
        const old = FIELD_READERS[field](before);
        if (!same(old, value)) changes[field] = { old, new: value };
      }
      if (patch.examples !== undefined) {
        // Examples live in their own table (lib/catalog/examples.ts), read only when the patch carries them.
        const old = await readExamples(tx, productId);
        if (!same(old, patch.examples)) changes.examples = { old, new: patch.examples };
      }
      if (patch.bundleProductIds !== undefined) {
        const old = (await bundleProducts(tx, productId)).map((p) => p.id);
        if (!same(old, patch.bundleProductIds)) changes.bundleProductIds = { old, new: patch.bundleProductIds };
      }
      if (Object.keys(changes).length === 0) return { id: before.id, status: statusOut(before.status), changes };
      await releaseVersionForUpdate(tx, before, patch, changes);
      const has = (f: string) => f in changes;
      const after = await tx.product.update({
        where: { id: productId },
        data: {
          title: has("title") ? patch.title : undefined,
          description: has("description") ? patch.description : undefined,
          type: has("type") ? patch.type : undefined,
          categorySlug: has("category") ? patch.category : undefined,
          priceCents: has("price") ? toCents(patch.price!) : undefined,
          priceMode: has("priceMode") ? priceModeIn(patch.priceMode!) : undefined,
          suggestedPriceCents: has("suggestedPrice") ? (patch.suggestedPrice == null ? null : toCents(patch.suggestedPrice)) : undefined,
          currency: has("currency") ? patch.currency : undefined,
          prices: has("prices") ? pricesIn(patch.prices!) : undefined,
          content: has("content") ? patch.content : undefined,
          requirements: has("requirements") ? patch.requirements : undefined,
          features: has("features") ? patch.features : undefined,
          tags: has("tags") ? patch.tags : undefined,
          compatibility: has("compatibility") ? patch.compatibility : undefined,
          version: has("version") ? patch.version : undefined,
          changelog: has("changelog") ? patch.changelog : undefined,
          refundPolicy: has("refundPolicy") ? policyIn(patch.refundPolicy!) : undefined,
          ...(has("licenseKeys") ? licenseColumns(patch.licenseKeys!) : {}),
        },
      });
      if (has("examples")) await replaceExamples(tx, productId, patch.examples!);
      if (has("bundleProductIds") || (before.type === "BUNDLE" && has("currency"))) {
        // A bundle's products are checked against its currency: a new currency is checked against the list it keeps.
        const ids = patch.bundleProductIds ?? (await bundleProducts(tx, productId)).map((p) => p.id);
        await setBundleItems(tx, before.authorId, after, ids);
      }
      await emitEvent(tx, {
        type: "product.updated",
        accountIds: [after.authorId],
        data: { product: { id: after.id, changes: eventChanges(changes) } },
      });
      return { id: after.id, status: statusOut(after.status), changes };
    }),
  );
}

const PUBLISHABLE: ProductStatus[] = ["DRAFT", "UNPUBLISHED"];

function missingForPublication(p: Product): string[] {
  const missing: string[] = [];
  if (p.title.trim().length < 3) missing.push("title");
  if (!p.description.trim()) missing.push("description");
  if (!p.content.trim() && p.type !== "BUNDLE") missing.push("content"); // a bundle's content is its products
  if (!Number.isInteger(p.priceCents) || p.priceCents < 0) missing.push("price");
  if (!p.categorySlug) missing.push("category");
  return missing;
}

/** draft or unpublished → published, once complete; emits product.published. Publishing again is a no-op. */
export async function publishProduct(callerId: string, productId: string) {
  const client = await db();
  return afterStorefrontChange(
    productId,
    client.$transaction(async (tx: DbTx) => {
      await lockProduct(tx, productId);
      const p = await findOwnProductOrThrow(tx, productId, callerId);
      if (p.status === "PUBLISHED") return { id: p.id, status: statusOut(p.status) };
      await assertEmailVerified(tx, callerId);
      if (!PUBLISHABLE.includes(p.status))
        throw validationError([{ path: "status", message: `A ${statusOut(p.status)} product cannot be published` }]);
      const missing = missingForPublication(p);
      if (missing.length) {
        throw validationError(
          missing.map((path) => ({ path, message: "Required before publishing" })),
          "The product is incomplete",
        );
      }
      if (p.type === "BUNDLE") await assertBundleItemsPublished(tx, p.id);
      const now = new Date();
      const after = await tx.product.update({ where: { id: p.id }, data: { status: "PUBLISHED", publishedAt: p.publishedAt ?? now } });
      await emitEvent(tx, {
        type: "product.published",
        accountIds: [after.authorId],
        data: {
          product: { id: after.id, title: after.title, type: after.type, price: toAmount(after.priceCents), authorId: after.authorId },
        },
      });
      return { id: after.id, status: statusOut(after.status) };
    }),
  );
}

async function emitUnpublished(tx: DbTx, p: Product, reason: "unpublished" | "deleted") {
  await emitEvent(tx, { type: "product.unpublished", accountIds: [p.authorId], data: { product: { id: p.id, title: p.title, reason } } });
}

/** published → unpublished (hidden from the catalog, kept for buyers); emits product.unpublished. */
export async function unpublishProduct(callerId: string, productId: string) {
  const client = await db();
  return afterStorefrontChange(
    productId,
    client.$transaction(async (tx: DbTx) => {
      await lockProduct(tx, productId);
      const p = await findOwnProductOrThrow(tx, productId, callerId);
      if (p.status === "UNPUBLISHED") return { id: p.id, status: statusOut(p.status) };
      if (p.status !== "PUBLISHED")
        throw validationError([{ path: "status", message: `A ${statusOut(p.status)} product cannot be unpublished` }]);
      const after = await tx.product.update({ where: { id: p.id }, data: { status: "UNPUBLISHED" } });
      await emitUnpublished(tx, after, "unpublished");
      return { id: after.id, status: statusOut(after.status) };
    }),
  );
}

/** Any status → deleted, for good; buyers keep access. Leaving the catalog emits product.unpublished (reason "deleted"). */
export async function deleteProduct(callerId: string, productId: string) {
  const client = await db();
  return afterStorefrontChange(
    productId,
    client.$transaction(async (tx: DbTx) => {
      await lockProduct(tx, productId);
      const p = await findOwnProductOrThrow(tx, productId, callerId);
      const after = await tx.product.update({ where: { id: p.id }, data: { status: "DELETED", deletedAt: new Date() } });
      if (p.status === "PUBLISHED") await emitUnpublished(tx, after, "deleted");
      return { id: after.id, status: statusOut(after.status) };
    }),
  );
}
