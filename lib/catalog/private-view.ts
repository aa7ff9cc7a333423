// Its own module: the browser imports it (app/(storefront)/storefront/[currency]/product/[id]/private-product-redirect.tsx),
// and lib/catalog/storefront-address.ts would bring the request schemas along.

/**
 * The query parameter that asks for a product page rendered per request, with the session: how an author sees a draft
 * and a buyer a withdrawn product (the cached page shows only published products, to everyone alike).
 */
export const PRIVATE_VIEW_PARAM = "preview";
