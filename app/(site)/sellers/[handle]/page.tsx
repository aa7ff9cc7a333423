import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { notFound } from "next/navigation";
import { BadgeCheckIcon } from "lucide-react";
import { ProductCard } from "@/components/catalog/product-card";
import { RatingStars } from "@/components/catalog/rating-stars";
import { SellerAvatar } from "@/components/catalog/seller-avatar";
import { AppError } from "@/lib/errors";
import { listCategories } from "@/lib/catalog/categories";
import { getSellerProfile, PROFILE_PRODUCTS } from "@/lib/catalog/sellers";
import { withImages } from "@/lib/catalog/storefront";
import { requestCurrency } from "@/lib/catalog/request-currency";
import { formatDate } from "@/lib/format/dates";
import { pluralize } from "@/lib/format/numbers";

export const dynamic = "force-dynamic";

// One read per request: the metadata and the page share it.
const load = cache(async (handle: string) => {
  try {
    const profile = await getSellerProfile(handle, (await requestCurrency()).currency);
    const [products, categories] = await Promise.all([withImages(profile.products), listCategories()]);
    return { profile, products, categoryNames: new Map(categories.map((c) => [c.slug, c.name])) };
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ handle: string }> }): Promise<Metadata> {
  const { profile } = await load((await params).handle);
  const description =
    profile.bio || `Prompts and workflows by ${profile.name} on Promptly: ${pluralize(profile.stats.products, "product")}.`;
  const url = `/sellers/${profile.handle}`;
  return {
    title: `${profile.name} (@${profile.handle})`,
    description: description.slice(0, 200),
    alternates: { canonical: url },
    openGraph: {
      title: profile.name,
      description: description.slice(0, 200),
      type: "profile",
      url,
      username: profile.handle,
      images: profile.avatarUrl ? [profile.avatarUrl] : undefined,
    },
  };
}

/** A seller's public profile (docs/catalog.md#seller-profiles): who they are, their published products, rating and sales. */
export default async function SellerPage({ params }: { params: Promise<{ handle: string }> }) {
  const { profile, products, categoryNames } = await load((await params).handle);
  const { stats } = profile;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <SellerAvatar name={profile.name} avatarUrl={profile.avatarUrl} className="size-20 text-3xl" />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold tracking-tight">
            <span className="break-words">{profile.name}</span>
            {profile.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-sm font-medium text-link">
                <BadgeCheckIcon aria-hidden className="size-4" />
                Verified seller
              </span>
            )}
          </h1>
          <p className="text-sm text-muted-foreground">
            @{profile.handle} · Selling since {formatDate(profile.memberSince)}
          </p>
          {profile.bio && <p className="max-w-prose whitespace-pre-line text-foreground">{profile.bio}</p>}
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Track record">
            <div className="flex gap-1">
              <dt className="sr-only">Products</dt>
              <dd>{pluralize(stats.products, "product")}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Sales</dt>
              <dd>{pluralize(stats.sales, "sale")}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Rating</dt>
              <dd>
                <RatingStars average={stats.rating.average} count={stats.rating.count} />
              </dd>
            </div>
          </dl>
        </div>
      </header>
      <section aria-labelledby="products-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="products-heading" className="text-xl font-semibold">
            Products by {profile.name}
          </h2>
          {stats.products > PROFILE_PRODUCTS && (
            <Link href={`/products?author=${profile.id}`} className="text-sm font-medium text-link hover:underline">
              See all {stats.products} in the catalog
            </Link>
          )}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Products by ${profile.name}`}>
          {products.map((p) => (
            <li key={p.id} className="flex">
              <ProductCard product={p} categoryName={categoryNames.get(p.category)} showSeller={false} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
