// Generated from /api/v1/openapi.json by `npm run api:client`; do not edit. A test fails when it drifts.
export interface paths {
    "/account/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your plan (dashboard session); emits user.subscription.updated
         * @description FREE, PRO or BUSINESS. ENTERPRISE and its custom limits are set by an operator.
         *
         *     Dashboard session only.
         */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (sign-up); no authentication
         * @description Create an account (sign-up); no authentication
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a prompt you bought (or wrote) with one of your stored provider keys
         * @description Fills the prompt's {{name}} placeholders from `variables` and calls the provider. Provider failures: PROVIDER_AUTH_FAILED (400), PROVIDER_RATE_LIMITED (429), PROVIDER_ERROR (502), each with the provider's own `providerStatus` and `providerMessage`. `options.storeInput: true` keeps the variables with the execution record.
         *
         *     A key with a `monthlyBudget` that this month's spend has reached refuses the run before the provider is called: BUDGET_EXCEEDED (402) with `budget`, `spent`, `reserved` and `resetsAt`. On such a key a model the catalog does not price is refused (400 on `options.model`): its spend could not be counted.
         *
         *     `"stream": true` answers `text/event-stream` (see PromptStreamEvents); refusals that happen before the provider is called (access, key, model, validation) still answer with the JSON error envelope. A client that disconnects stops the provider call; the execution ends `cancelled`. Streams cannot be replayed, so they take no Idempotency-Key.
         *
         *     Scope: `ai:execute`.
         */
        post: operations["executePrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your prompt and workflow executions, newest first, with usage and cost
         * @description Scope: `ai:execute`.
         */
        get: operations["listExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/executions/{executionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One execution: status, output, usage and cost; workflows also per-step progress
         * @description A failed run's `error` keeps the provider's own HTTP status and message (`providerStatus`, `providerMessage`; never the key).
         *
         *     Scope: `ai:execute`.
         */
        get: operations["getExecution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Models with known prices, per provider
         * @description Any other model name is accepted by POST /ai/execute and passed to the provider as given; its run reports `estimatedCost: 0` and `metadata.pricing: "unpriced"`. The operator edits prices in AI_MODEL_CATALOG_FILE.
         */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/workflows/{workflowId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a run of a workflow you bought (or wrote); poll statusUrl or receive the result at webhookUrl
         * @description `apiKeys` maps each provider the workflow uses to one of your stored key ids. With `webhookUrl`, the 202 carries a per-execution `webhookSecret` that signs the final notification (X-Service-Signature, as webhook events). A key at its monthly budget refuses the start with BUDGET_EXCEEDED (402); every step checks its key's budget again before it calls the provider and fails with the same code once the budget is reached.
         *
         *     Scope: `ai:execute`.
         */
        post: operations["executeWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New, returning and top customers and referral sales of the caller's products
         * @description Scope: `analytics:read`.
         */
        get: operations["getCustomerAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales, revenue, views and top products of the caller's products over time
         * @description Scope: `analytics:read`.
         */
        get: operations["getProductAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gross, refunds, platform fees, net, payouts and balance of the caller's sales over time
         * @description Scope: `analytics:read`.
         */
        get: operations["getRevenueAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your API keys (dashboard session)
         * @description Dashboard session only.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key; the full key is in this response only (dashboard session)
         * @description Dashboard session only.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key (dashboard session)
         * @description Dashboard session only.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your balance per currency: sales and referrals minus refunds and payouts
         * @description Scope: `purchases:read`.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product categories (slug, name, number of published products)
         * @description Scope: `products:read`.
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events that concern you, newest first, as sent to webhooks (filters: type, since)
         * @description Events that concern you, newest first, as sent to webhooks (filters: type, since)
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event, as sent to webhooks
         * @description One event, as sent to webhooks
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's account, plan, limits and this key's scopes
         * @description The caller's account, plan, limits and this key's scopes
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your payment methods
         * @description Scope: `purchases:read`.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        /**
         * Add a payment method by the provider's id (test mode: pm_card_visa, pm_card_mastercard, ...)
         * @description Your first payment method becomes the default; `setDefault: true` makes a later one the default.
         *
         *     Scope: `purchases:write`.
         */
        post: operations["addPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods/{paymentMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a payment method (the newest remaining one becomes the default)
         * @description Scope: `purchases:write`.
         */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods/{paymentMethodId}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a payment method your default
         * @description Scope: `purchases:write`.
         */
        post: operations["setDefaultPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your payouts, newest first (the last 100)
         * @description Scope: `purchases:read`.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published products (filters, search, sort, pagination); author=me lists your own in every status
         * @description Every product change is reflected at once; the counters (stats.views, stats.purchases, rating), and so the order of sort=popular and sort=rating, may trail by up to 2 seconds.
         *
         *     Scope: `products:read`.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product (status draft)
         * @description Scope: `products:write`.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product detail; content only for the author and buyers with an active purchase
         * @description Scope: `products:read`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /**
         * Delete your product: it leaves the catalog for good; buyers keep access
         * @description Scope: `products:write`.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Update your product (fields of the creation request, plus version and changelog)
         * @description Scope: `products:write`.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/products/{productId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to your product (multipart field "file"; up to 25 MB; PDF, ZIP, JSON, text or images, checked by content)
         * @description Scope: `products:write`.
         */
        post: operations["uploadProductFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/files/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a product file (the author and buyers with an active purchase)
         * @description Scope: `products:read`.
         */
        get: operations["downloadProductFile"];
        put?: never;
        post?: never;
        /**
         * Remove a file from your product
         * @description Scope: `products:write`.
         */
        delete: operations["deleteProductFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image to your product (multipart field "file"; PNG, JPEG or WebP up to 5 MB, checked by content)
         * @description Scope: `products:write`.
         */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/images/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product image (public, no authentication)
         * @description A product image (public, no authentication)
         */
        get: operations["getProductImage"];
        put?: never;
        post?: never;
        /**
         * Remove an image from your product
         * @description Scope: `products:write`.
         */
        delete: operations["deleteProductImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish your draft or unpublished product (checks completeness)
         * @description Scope: `products:write`.
         */
        post: operations["publishProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews of a product, newest first
         * @description Scope: `products:read`.
         */
        get: operations["listReviews"];
        put?: never;
        /**
         * Review a product you bought (one review per buyer)
         * @description A buyer's act about their purchase, so it needs the `purchases:write` scope.
         *
         *     Scope: `purchases:write`.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your review; the product's rating follows
         * @description Scope: `purchases:write`.
         */
        delete: operations["deleteReview"];
        options?: never;
        head?: never;
        /**
         * Edit your review (rating, comment); the product's rating follows
         * @description Only the review's author. A 1- or 2-star review needs a comment. No webhook event is sent for an edit.
         *
         *     Scope: `purchases:write`.
         */
        patch: operations["updateReview"];
        trace?: never;
    };
    "/products/{productId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide your published product from the catalog (buyers keep access)
         * @description Scope: `products:write`.
         */
        post: operations["unpublishProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{productId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The versions of a product you wrote or bought, newest first
         * @description Each change of a published product's content is released as a new version (the seller's semver label and changelog); runs take `version` to stay on one, and use the latest otherwise. Others who can see the product get UNAUTHORIZED (403); a refunded buyer is one of them.
         *
         *     Scope: `products:read`.
         */
        get: operations["listProductVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your stored AI provider keys (never the key values)
         * @description Scope: `ai:execute`.
         */
        get: operations["listProviderKeys"];
        put?: never;
        /**
         * Store an AI provider key, encrypted at rest; the response shows only its last 4 characters
         * @description Scope: `ai:execute`.
         */
        post: operations["createProviderKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a stored AI provider key
         * @description Scope: `ai:execute`.
         */
        delete: operations["deleteProviderKey"];
        options?: never;
        head?: never;
        /**
         * Rename a stored AI provider key or set its monthly budget
         * @description `monthlyBudget` (USD, up to 6 decimals) caps what runs through this key may spend per UTC calendar month; `null` removes the cap. Once the month's spend reaches it, runs are refused with BUDGET_EXCEEDED (402) until `resetsAt`.
         *
         *     Scope: `ai:execute`.
         */
        patch: operations["updateProviderKey"];
        trace?: never;
    };
    "/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your purchases, newest first
         * @description Scope: `purchases:read`.
         */
        get: operations["listPurchases"];
        put?: never;
        /**
         * Buy a product
         * @description Charges `paymentMethodId` or your default payment method. A decline answers 402 INSUFFICIENT_FUNDS or PAYMENT_DECLINED and leaves nothing behind. Send an Idempotency-Key to retry safely.
         *
         *     Scope: `purchases:write`.
         */
        post: operations["createPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchases/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A purchase: its buyer sees all of it, the product's seller sees it without the buyer's email
         * @description Scope: `purchases:read`.
         */
        get: operations["getPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchases/{orderId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download what you bought (403 once refunded)
         * @description Scope: `purchases:read`.
         */
        get: operations["downloadPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchases/{orderId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt as an HTML page (buyer only)
         * @description Scope: `purchases:read`.
         */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchases/{orderId}/receipt/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt as a PDF (buyer only)
         * @description Scope: `purchases:read`.
         */
        get: operations["getReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchases/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a purchase (buyer only, within 14 days, once)
         * @description Scope: `purchases:write`.
         */
        post: operations["refundPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of your products (seller's view: fee split, no buyer email), newest first
         * @description Scope: `purchases:read`.
         */
        get: operations["listSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log, newest first (filters: endpointId, status, eventType)
         * @description Scope: `webhooks:write`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A delivery with its exact payload and every attempt (headers sent, status, duration, response excerpt)
         * @description Scope: `webhooks:write`.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver: start a new series of attempts for this delivery
         * @description Scope: `webhooks:write`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your webhook endpoints
         * @description Scope: `webhooks:write`.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint; the signing secret is returned in full here
         * @description Scope: `webhooks:write`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint
         * @description Scope: `webhooks:write`.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete an endpoint and its delivery log
         * @description Scope: `webhooks:write`.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint's url, events, description or enabled flag (enabling clears the disabled notice)
         * @description Scope: `webhooks:write`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhooks/endpoints/{endpointId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend every failed delivery of this endpoint created since a time
         * @description Scope: `webhooks:write`.
         */
        post: operations["recoverWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret at once; the new secret is returned in full
         * @description Scope: `webhooks:write`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{endpointId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reveal the endpoint's signing secret (dashboard session)
         * @description Dashboard session only.
         */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to this endpoint; poll the returned delivery for the outcome
         * @description Scope: `webhooks:write`.
         */
        post: operations["sendTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The test event */
        post: operations["on_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.published event */
        post: operations["on_product_published"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.updated event */
        post: operations["on_product_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.unpublished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.unpublished event */
        post: operations["on_product_unpublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "purchase.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The purchase.completed event */
        post: operations["on_purchase_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "purchase.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The purchase.refunded event */
        post: operations["on_purchase_refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payout.completed event */
        post: operations["on_payout_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "review.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The review.created event */
        post: operations["on_review_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.subscription.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user.subscription.updated event */
        post: operations["on_user_subscription_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Event_test: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "test";
            /** Format: date-time */
            created: string;
            data: {
                message: string;
            };
        };
        Event_product_published: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "product.published";
            /** Format: date-time */
            created: string;
            data: {
                product: {
                    id: string;
                    title: string;
                    /** @enum {string} */
                    type: "PROMPT" | "WORKFLOW";
                    /** @description Decimal amount in the currency's major unit */
                    price: number;
                    authorId: string;
                };
            };
        };
        Event_product_updated: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "product.updated";
            /** Format: date-time */
            created: string;
            data: {
                product: {
                    id: string;
                    /** @description Each changed field */
                    changes: {
                        [key: string]: {
                            old: unknown;
                            new: unknown;
                        };
                    };
                };
            };
        };
        Event_product_unpublished: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "product.unpublished";
            /** Format: date-time */
            created: string;
            data: {
                product: {
                    id: string;
                    title: string;
                    /** @enum {string} */
                    reason: "unpublished" | "deleted";
                };
            };
        };
        Event_purchase_completed: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "purchase.completed";
            /** Format: date-time */
            created: string;
            data: {
                order: {
                    id: string;
                    productId: string;
                    buyerId: string;
                    /** @description Decimal amount in the currency's major unit */
                    amount: number;
                    currency: string;
                };
            };
        };
        Event_purchase_refunded: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "purchase.refunded";
            /** Format: date-time */
            created: string;
            data: {
                refund: {
                    id: string;
                    orderId: string;
                    /** @description Decimal amount in the currency's major unit */
                    amount: number;
                    reason: string;
                };
            };
        };
        Event_payout_completed: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "payout.completed";
            /** Format: date-time */
            created: string;
            data: {
                payout: {
                    id: string;
                    sellerId: string;
                    /** @description Decimal amount in the currency's major unit */
                    amount: number;
                    currency: string;
                    period: {
                        start: string;
                        end: string;
                    };
                };
            };
        };
        Event_review_created: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "review.created";
            /** Format: date-time */
            created: string;
            data: {
                review: {
                    id: string;
                    productId: string;
                    rating: number;
                    comment: string;
                    authorId: string;
                };
            };
        };
        Event_user_subscription_updated: {
            /** @description Unique event id: de-duplicate on it */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "user.subscription.updated";
            /** Format: date-time */
            created: string;
            data: {
                subscription: {
                    userId: string;
                    /** @enum {string} */
                    oldPlan: "FREE" | "PRO" | "BUSINESS" | "ENTERPRISE";
                    /** @enum {string} */
                    newPlan: "FREE" | "PRO" | "BUSINESS" | "ENTERPRISE";
                    /** Format: date-time */
                    effectiveDate: string;
                };
            };
        };
        /** @description The plan's list price per month; null for ENTERPRISE (priced with us). Not charged in this release. */
        PlanPrice: {
            amount: number;
            currency: string;
            /** @constant */
            interval: "month";
        } | null;
        ErrorEnvelope: {
            /** @constant */
            success: false;
            error: {
                /** @enum {string} */
                code: "INVALID_API_KEY" | "UNAUTHORIZED" | "VALIDATION_ERROR" | "PRODUCT_NOT_FOUND" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "INSUFFICIENT_FUNDS" | "PAYMENT_DECLINED" | "BUDGET_EXCEEDED" | "IDEMPOTENCY_CONFLICT" | "RATE_LIMIT_EXCEEDED" | "PROVIDER_AUTH_FAILED" | "PROVIDER_RATE_LIMITED" | "PROVIDER_ERROR" | "INTERNAL_ERROR";
                /** @description Plain-words explanation */
                message: string;
                details: {
                    requestId: string;
                    /** @description VALIDATION_ERROR: one entry per failing field */
                    fields?: {
                        path: string;
                        message: string;
                    }[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        PromptExecutionResult: {
            executionId: string;
            output: string;
            usage: {
                promptTokens: number;
                completionTokens: number;
                totalTokens: number;
                /** @description USD */
                estimatedCost: number;
            };
            metadata: {
                /** @description The model name the provider reported */
                model: string;
                /** @description Seconds */
                duration: number;
                provider: string;
                priceKnown: boolean;
                /**
                 * @description unpriced: the model is not in GET /ai/models, so estimatedCost is 0
                 * @enum {string}
                 */
                pricing: "priced" | "unpriced";
            };
        };
        /** @description text/event-stream. `event: delta` with `{"text": "…"}` per chunk as the provider sends it; then either `event: done` whose data is the PromptExecutionResult, or `event: error` whose data is the error envelope's `error` object (`code`, `message`, `details` with `executionId`, `providerStatus`, `providerMessage`). */
        PromptStreamEvents: string;
        ExecutionListItem: {
            id: string;
            /** @enum {string} */
            kind: "PROMPT" | "WORKFLOW";
            /**
             * @description cancelled: a streamed run whose client left
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
            product: {
                id: string;
                title: string;
            };
            /** @description The product version that ran (null: runs from before versions existed) */
            version: string | null;
            provider: string | null;
            model: string | null;
            usage: {
                promptTokens: number;
                completionTokens: number;
                totalTokens: number;
                /** @description USD */
                estimatedCost: number;
            };
            priceKnown: boolean;
            /** @description Seconds */
            duration: number | null;
            error: components["schemas"]["ExecutionError"] | null;
            createdAt: string;
            finishedAt: string | null;
        };
        ExecutionError: {
            /** @description PROVIDER_AUTH_FAILED, PROVIDER_RATE_LIMITED, PROVIDER_ERROR, BUDGET_EXCEEDED, STEP_FAILED, DEPENDENCY_FAILED, CANCELLED */
            code: string;
            message: string;
            provider: string | null;
            /** @description The provider's HTTP status; null when it could not be reached */
            providerStatus: number | null;
            /** @description The provider's own error message, with anything key-shaped redacted */
            providerMessage: string | null;
            /** @description Workflows: the step that failed */
            step?: string;
            /** @description BUDGET_EXCEEDED: the key's monthly budget (USD), its spend when the step was refused, and when it resets */
            budget?: {
                budget: number;
                spent: number;
                resetsAt: string;
            };
        };
        /** @description Lists that are never paginated answer page 1 with limit = total */
        ListMeta: {
            page: number;
            limit: number;
            total: number;
            /** @description Present when the list was searched */
            search?: {
                query: string;
                /** @description The query with misspelt words corrected, when some word matched nothing exactly */
                correctedQuery: string | null;
            };
        };
        Execution: {
            id: string;
            /** @enum {string} */
            kind: "PROMPT" | "WORKFLOW";
            /**
             * @description cancelled: a streamed run whose client left
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
            product: {
                id: string;
                title: string;
            };
            /** @description The product version that ran (null: runs from before versions existed) */
            version: string | null;
            provider: string | null;
            model: string | null;
            usage: {
                promptTokens: number;
                completionTokens: number;
                totalTokens: number;
                /** @description USD */
                estimatedCost: number;
            };
            priceKnown: boolean;
            /** @description Seconds */
            duration: number | null;
            error: components["schemas"]["ExecutionError"] | null;
            createdAt: string;
            finishedAt: string | null;
            output: string | null;
            providerKeyId: string | null;
            /** @description Workflows: provider → stored key id */
            providerKeys?: {
                [key: string]: string;
            };
            /** @description Only with options.storeInput */
            input?: {
                [key: string]: string;
            };
            startedAt: string | null;
            webhook?: {
                url: string;
                status: string | null;
            };
            steps?: {
                id: string;
                /**
                 * @description cancelled: a streamed run whose client left
                 * @enum {string}
                 */
                status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
                provider: string;
                model: string;
                output: string | null;
                usage: {
                    promptTokens: number;
                    completionTokens: number;
                    totalTokens: number;
                    /** @description USD */
                    estimatedCost: number;
                };
                priceKnown: boolean;
                attempts: number;
                duration: number | null;
                error: components["schemas"]["ExecutionError"] | null;
                startedAt: string | null;
                finishedAt: string | null;
            }[];
        };
        ModelCatalog: {
            /** @description The date the prices were read */
            asOf: string;
            /**
             * @description file: the operator's AI_MODEL_CATALOG_FILE is merged in
             * @enum {string}
             */
            source: "built-in" | "file";
            models: {
                /** @enum {string} */
                provider: "openai" | "anthropic" | "google" | "mistral" | "openai-compatible";
                model: string;
                inputUsdPerMTok: number;
                outputUsdPerMTok: number;
                maxOutputTokens: number | null;
                /** @description Used when a run names no model */
                isDefault: boolean;
            }[];
        };
        CustomerAnalytics: {
            summary: {
                /** @description Distinct buyers with a non-refunded order placed in the range */
                totalCustomers: number;
                /** @description Of those, buyers whose first non-refunded order from the caller is in the range */
                newCustomers: number;
                /** @description totalCustomers - newCustomers: they had bought before the range */
                returningCustomers: number;
                /** @description Share of customers with 2+ orders in the range, fraction with 4 decimals */
                repeatPurchaseRate: number;
                /** @description Revenue of their orders in the range / totalCustomers; 0 without customers */
                avgRevenuePerCustomer: number;
            };
            timeline: {
                /** @description First day of the bucket */
                date: string;
                /** @description Buyers whose first order falls in this bucket */
                newCustomers: number;
                /** @description Buyers ordering in this bucket who had bought before it */
                returningCustomers: number;
            }[];
            /** @description Up to 10 by revenue, ties by orders then id; no email addresses */
            topCustomers: {
                id: string;
                name: string;
                orders: number;
                revenue: number;
            }[];
            referrals: {
                /** @description Orders in the range placed with a referral code */
                orders: number;
                /** @description Their revenue (gross minus refunds) */
                revenue: number;
                /** @description Referral share paid to referrers out of the platform fee */
                referralFees: number;
            };
        };
        ProductAnalytics: {
            summary: {
                /** @description Gross paid by buyers for orders placed in the range minus their refunds; platform fees NOT deducted */
                totalRevenue: number;
                /** @description The seller's share of those orders after platform fees (incl. referral share); refunded orders count 0 */
                netRevenue: number;
                /** @description Orders placed in the range that are not refunded */
                totalSales: number;
                /** @description totalRevenue / totalSales, 0 when there are no sales */
                avgOrderValue: number;
                /** @description totalSales / views in the range as a fraction with 4 decimals, 0 when there are no views */
                conversionRate: number;
            };
            timeline: {
                /** @description First day of the bucket (YYYY-MM-DD); weeks start on Monday */
                date: string;
                revenue: number;
                sales: number;
                views: number;
            }[];
            topProducts: {
                id: string;
                title: string;
                revenue: number;
                sales: number;
            }[];
        };
        RevenueAnalytics: {
            summary: {
                /** @description Paid by buyers for orders placed in the range (refunded or not) */
                grossRevenue: number;
                /** @description Refunded on those orders */
                refunds: number;
                /** @description Platform fee incl. referral share, of orders not refunded */
                platformFees: number;
                /** @description The seller's share of orders not refunded: grossRevenue - refunds - platformFees */
                netRevenue: number;
                /** @description Orders placed in the range that are not refunded */
                sales: number;
                /** @description Payouts sent to the seller in the range (all products, all currencies) */
                payoutsPaid: number;
                /** @description The seller's ledger balance at the end of the bucket or range (all products) */
                balance: number;
            };
            /** @description The currency of every amount when the range's orders are in one; null when none or several (see byCurrency) */
            currency: string | null;
            timeline: {
                /** @description Paid by buyers for orders placed in the range (refunded or not) */
                grossRevenue: number;
                /** @description Refunded on those orders */
                refunds: number;
                /** @description Platform fee incl. referral share, of orders not refunded */
                platformFees: number;
                /** @description The seller's share of orders not refunded: grossRevenue - refunds - platformFees */
                netRevenue: number;
                /** @description Orders placed in the range that are not refunded */
                sales: number;
                /** @description Payouts sent to the seller in the range (all products, all currencies) */
                payoutsPaid: number;
                /** @description The seller's ledger balance at the end of the bucket or range (all products) */
                balance: number;
                /** @description First day of the bucket */
                date: string;
            }[];
            byProductType: {
                /** @description Paid by buyers for orders placed in the range (refunded or not) */
                grossRevenue: number;
                /** @description Refunded on those orders */
                refunds: number;
                /** @description Platform fee incl. referral share, of orders not refunded */
                platformFees: number;
                /** @description The seller's share of orders not refunded: grossRevenue - refunds - platformFees */
                netRevenue: number;
                /** @description Orders placed in the range that are not refunded */
                sales: number;
                type: string;
            }[];
            /** @description Per-currency split; null when the range holds a single currency (or none) */
            byCurrency: {
                /** @description Paid by buyers for orders placed in the range (refunded or not) */
                grossRevenue: number;
                /** @description Refunded on those orders */
                refunds: number;
                /** @description Platform fee incl. referral share, of orders not refunded */
                platformFees: number;
                /** @description The seller's share of orders not refunded: grossRevenue - refunds - platformFees */
                netRevenue: number;
                /** @description Orders placed in the range that are not refunded */
                sales: number;
                currency: string;
            }[] | null;
        };
        ProductListItem: {
            id: string;
            title: string;
            description: string;
            /** @enum {string} */
            type: "PROMPT" | "WORKFLOW";
            /** @description Category slug */
            category: string;
            /** @enum {string} */
            status: "draft" | "published" | "unpublished" | "deleted";
            /** @description Decimal amount in the currency's major unit, e.g. 9.99 */
            price: number;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP";
            author: {
                id: string;
                name: string;
                verified: boolean;
            };
            rating: {
                average: number;
                count: number;
            };
            stats: {
                views: number;
                purchases: number;
            };
            compatibility: ("openai" | "anthropic" | "google" | "mistral" | "meta" | "cohere" | "xai" | "deepseek" | "ollama" | "openai-compatible")[];
            tags: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC
             */
            updatedAt: string;
        };
        ProductDetail: {
            id: string;
            title: string;
            description: string;
            /** @enum {string} */
            type: "PROMPT" | "WORKFLOW";
            /** @description Category slug */
            category: string;
            /** @enum {string} */
            status: "draft" | "published" | "unpublished" | "deleted";
            /** @description Decimal amount in the currency's major unit, e.g. 9.99 */
            price: number;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP";
            rating: {
                average: number;
                count: number;
            };
            compatibility: ("openai" | "anthropic" | "google" | "mistral" | "meta" | "cohere" | "xai" | "deepseek" | "ollama" | "openai-compatible")[];
            tags: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC
             */
            updatedAt: string;
            /** @description The product body; null unless you are its author or bought it */
            content: string | null;
            author: {
                id: string;
                name: string;
                verified: boolean;
                bio: string;
            };
            requirements: string[];
            features: string[];
            version: string;
            changelog: string;
            files: {
                id: string;
                name: string;
                size: number;
                type: string;
            }[];
            images: string[];
            stats: {
                views: number;
                purchases: number;
                rating: number;
                reviews: number;
            };
            publishedAt: string | null;
            /**
             * @description How the caller relates to the product
             * @enum {string}
             */
            viewer: "author" | "buyer" | "visitor";
            /** @description Sample inputs and the outputs the product gave, shown to everyone before purchase (the content stays hidden) */
            examples: {
                input: string;
                output: string;
            }[];
        };
        ProductVersion: {
            /** @description The seller's semver label */
            version: string;
            changelog: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The version runs use when they name none */
            latest: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    changePlan: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "FREE" | "PRO" | "BUSINESS";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @enum {string} */
                            plan: "FREE" | "PRO" | "BUSINESS" | "ENTERPRISE";
                            limits: {
                                perMinute: number;
                                perDay: number;
                            };
                            price: components["schemas"]["PlanPrice"];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            plan: "FREE" | "PRO" | "BUSINESS" | "ENTERPRISE";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    executePrompt: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                    apiKeyId: string;
                    /** @default {} */
                    variables?: {
                        [key: string]: string;
                    };
                    version?: string;
                    stream?: boolean;
                    /** @default {} */
                    options?: {
                        model?: string;
                        temperature?: number;
                        maxTokens?: number;
                        storeInput?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PromptExecutionResult"];
                    };
                    "text/event-stream": components["schemas"]["PromptStreamEvents"];
                };
            };
            /** @description VALIDATION_ERROR or PROVIDER_AUTH_FAILED */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description BUDGET_EXCEEDED */
            402: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PROVIDER_RATE_LIMITED or RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PROVIDER_ERROR */
            502: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listExecutions: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
                productId?: string;
                status?: "queued" | "running" | "succeeded" | "failed" | "cancelled";
                kind?: "PROMPT" | "WORKFLOW";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ExecutionListItem"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getExecution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                executionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Execution"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listModels: {
        parameters: {
            query?: {
                provider?: "openai" | "anthropic" | "google" | "mistral" | "openai-compatible";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ModelCatalog"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    executeWorkflow: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                workflowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        [key: string]: string | number | boolean;
                    };
                    apiKeys: {
                        [key: string]: string;
                    };
                    webhookUrl?: string;
                    version?: string;
                    /** @default {} */
                    options?: {
                        storeInput?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            executionId: string;
                            /** @constant */
                            status: "queued";
                            /** @description Poll this URL (getExecution) for progress */
                            statusUrl: string;
                            /** @description Shown once: verifies the notification sent to webhookUrl */
                            webhookSecret?: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description BUDGET_EXCEEDED */
            402: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCustomerAnalytics: {
        parameters: {
            query?: {
                /** @description Bucket size of the timeline; weeks are ISO weeks (Monday) */
                period?: "day" | "week" | "month" | "year";
                /** @description First day (UTC) of the range; default 30 days before endDate */
                startDate?: string;
                /** @description Last day (UTC) of the range, inclusive; default today */
                endDate?: string;
                /** @description Only this product (one of the caller's) */
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CustomerAnalytics"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductAnalytics: {
        parameters: {
            query?: {
                /** @description Bucket size of the timeline; weeks are ISO weeks (Monday) */
                period?: "day" | "week" | "month" | "year";
                /** @description First day (UTC) of the range; default 30 days before endDate */
                startDate?: string;
                /** @description Last day (UTC) of the range, inclusive; default today */
                endDate?: string;
                /** @description Only this product (one of the caller's) */
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductAnalytics"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRevenueAnalytics: {
        parameters: {
            query?: {
                /** @description Bucket size of the timeline; weeks are ISO weeks (Monday) */
                period?: "day" | "week" | "month" | "year";
                /** @description First day (UTC) of the range; default 30 days before endDate */
                startDate?: string;
                /** @description Last day (UTC) of the range, inclusive; default today */
                endDate?: string;
                /** @description Only this product (one of the caller's) */
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["RevenueAnalytics"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            /** @description The key's first characters, to recognise it */
                            prefix: string;
                            scopes: ("products:read" | "products:write" | "purchases:read" | "purchases:write" | "analytics:read" | "ai:execute" | "webhooks:write")[];
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default API key */
                    name?: string;
                    scopes?: ("products:read" | "products:write" | "purchases:read" | "purchases:write" | "analytics:read" | "ai:execute" | "webhooks:write")[];
                    expiresInDays?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            /** @description The key's first characters, to recognise it */
                            prefix: string;
                            scopes: ("products:read" | "products:write" | "purchases:read" | "purchases:write" | "analytics:read" | "ai:execute" | "webhooks:write")[];
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                            /** @description The full key, shown in this response only */
                            key: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            /** @description The key's first characters, to recognise it */
                            prefix: string;
                            scopes: ("products:read" | "products:write" | "purchases:read" | "purchases:write" | "analytics:read" | "ai:execute" | "webhooks:write")[];
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            currency: string;
                            balance: number;
                            sales: number;
                            referrals: number;
                            refunds: number;
                            payouts: number;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            slug: string;
                            name: string;
                            /** @description Published products */
                            products: number;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                type?: "test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated";
                since?: string;
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: (components["schemas"]["Event_test"] | components["schemas"]["Event_product_published"] | components["schemas"]["Event_product_updated"] | components["schemas"]["Event_product_unpublished"] | components["schemas"]["Event_purchase_completed"] | components["schemas"]["Event_purchase_refunded"] | components["schemas"]["Event_payout_completed"] | components["schemas"]["Event_review_created"] | components["schemas"]["Event_user_subscription_updated"])[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Event_test"] | components["schemas"]["Event_product_published"] | components["schemas"]["Event_product_updated"] | components["schemas"]["Event_product_unpublished"] | components["schemas"]["Event_purchase_completed"] | components["schemas"]["Event_purchase_refunded"] | components["schemas"]["Event_payout_completed"] | components["schemas"]["Event_review_created"] | components["schemas"]["Event_user_subscription_updated"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            plan: "FREE" | "PRO" | "BUSINESS" | "ENTERPRISE";
                            limits: {
                                perMinute: number;
                                perDay: number;
                            };
                            price: components["schemas"]["PlanPrice"];
                            scopes: string[];
                            /** @enum {string} */
                            authenticatedWith: "api_key" | "session";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            brand: string;
                            last4: string;
                            isDefault: boolean;
                            createdAt: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The provider's payment method id, e.g. pm_card_visa in test mode */
                    providerRef: string;
                    setDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            brand: string;
                            last4: string;
                            isDefault: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentMethodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setDefaultPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                paymentMethodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            brand: string;
                            last4: string;
                            isDefault: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            sellerId: string;
                            amount: number;
                            currency: string;
                            period: {
                                start: string;
                                end: string;
                            };
                            createdAt: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
                type?: string;
                category?: string;
                provider?: string;
                minPrice?: number;
                maxPrice?: number;
                sort?: "relevance" | "newest" | "price" | "rating" | "popular";
                order?: "asc" | "desc";
                search?: string;
                author?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductListItem"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    /** @enum {string} */
                    type: "PROMPT" | "WORKFLOW";
                    category: string;
                    price: number;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD" | "EUR" | "GBP";
                    content: string;
                    /** @default [] */
                    requirements?: string[];
                    /** @default [] */
                    features?: string[];
                    tags?: string[];
                    compatibility?: ("openai" | "anthropic" | "google" | "mistral" | "meta" | "cohere" | "xai" | "deepseek" | "ollama" | "openai-compatible")[];
                    /** @default [] */
                    examples?: {
                        input: string;
                        output: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "unpublished" | "deleted";
                            message: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductDetail"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "unpublished" | "deleted";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @enum {string} */
                    type?: "PROMPT" | "WORKFLOW";
                    category?: string;
                    price?: number;
                    /** @enum {string} */
                    currency?: "USD" | "EUR" | "GBP";
                    content?: string;
                    requirements?: string[];
                    features?: string[];
                    tags?: string[];
                    compatibility?: ("openai" | "anthropic" | "google" | "mistral" | "meta" | "cohere" | "xai" | "deepseek" | "ollama" | "openai-compatible")[];
                    examples?: {
                        input: string;
                        output: string;
                    }[];
                    version?: string;
                    changelog?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "unpublished" | "deleted";
                            /** @description Each changed field with its old and new value (empty when nothing changed) */
                            changes: {
                                [key: string]: {
                                    old: unknown;
                                    new: unknown;
                                };
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadProductFile: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file's bytes; its type is checked by content
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "file";
                            name: string;
                            size: number;
                            /** @description Media type, checked by content */
                            type: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadProductFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                    "application/json": string;
                    "text/plain": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/gif": string;
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProductFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadProductImage: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file's bytes; its type is checked by content
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "file";
                            name: string;
                            size: number;
                            /** @description Media type, checked by content */
                            type: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    publishProduct: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "unpublished" | "deleted";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            productId: string;
                            rating: number;
                            comment: string;
                            author: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /** @description When the author last edited it, or null */
                            editedAt: string | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            productId: string;
                            rating: number;
                            comment: string;
                            author: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /** @description When the author last edited it, or null */
                            editedAt: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND or PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    rating?: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            productId: string;
                            rating: number;
                            comment: string;
                            author: {
                                id: string;
                                name: string;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            createdAt: string;
                            /** @description When the author last edited it, or null */
                            editedAt: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unpublishProduct: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "unpublished" | "deleted";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProductVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductVersion"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProviderKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            provider: "openai" | "anthropic" | "google" | "mistral" | "openai-compatible";
                            label: string;
                            last4: string;
                            baseUrl?: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            /** @description The provider accepted the key when it was saved (a free model-list call) */
                            verified: boolean;
                            verifiedAt: string | null;
                            /** @description Why the key is not verified, in plain words; null when verified */
                            checkNote: string | null;
                            /** @description USD per UTC calendar month; null: no cap */
                            monthlyBudget: number | null;
                            /** @description USD spent through this key since the month began (finished runs) */
                            spentThisMonth: number;
                            /**
                             * Format: date-time
                             * @description When the month's spend starts again from 0 (the first of next month, UTC)
                             */
                            resetsAt: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createProviderKey: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "openai" | "anthropic" | "google" | "mistral" | "openai-compatible";
                    label?: string;
                    key: string;
                    baseUrl?: string;
                    monthlyBudget?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            provider: "openai" | "anthropic" | "google" | "mistral" | "openai-compatible";
                            label: string;
                            last4: string;
                            baseUrl?: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            /** @description The provider accepted the key when it was saved (a free model-list call) */
                            verified: boolean;
                            verifiedAt: string | null;
                            /** @description Why the key is not verified, in plain words; null when verified */
                            checkNote: string | null;
                            /** @description USD per UTC calendar month; null: no cap */
                            monthlyBudget: number | null;
                            /** @description USD spent through this key since the month began (finished runs) */
                            spentThisMonth: number;
                            /**
                             * Format: date-time
                             * @description When the month's spend starts again from 0 (the first of next month, UTC)
                             */
                            resetsAt: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProviderKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProviderKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    label?: string;
                    monthlyBudget?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            provider: "openai" | "anthropic" | "google" | "mistral" | "openai-compatible";
                            label: string;
                            last4: string;
                            baseUrl?: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            /** @description The provider accepted the key when it was saved (a free model-list call) */
                            verified: boolean;
                            verifiedAt: string | null;
                            /** @description Why the key is not verified, in plain words; null when verified */
                            checkNote: string | null;
                            /** @description USD per UTC calendar month; null: no cap */
                            monthlyBudget: number | null;
                            /** @description USD spent through this key since the month began (finished runs) */
                            spentThisMonth: number;
                            /**
                             * Format: date-time
                             * @description When the month's spend starts again from 0 (the first of next month, UTC)
                             */
                            resetsAt: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPurchases: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
                status?: "completed" | "refunded" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            /** @enum {string} */
                            status: "completed" | "refunded";
                            amount: number;
                            currency: string;
                            product: {
                                id: string;
                                title: string;
                                type: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                email?: string;
                            };
                            seller: {
                                id: string;
                                name: string;
                            };
                            paymentMethod: {
                                brand: string;
                                last4: string;
                            } | null;
                            createdAt: string;
                            refundedAt: string | null;
                            refund: {
                                id: string;
                                amount: number;
                                reason: string;
                                details: string | null;
                                createdAt: string;
                            } | null;
                            refundableUntil?: string | null;
                            downloadUrl?: string;
                            receipt?: {
                                url: string;
                                pdf: string;
                            };
                            update?: {
                                version: string;
                                changelog: string;
                                releasedAt: string;
                            } | null;
                            breakdown?: {
                                platformFee: number;
                                referralFee: number;
                                sellerNet: number;
                            };
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPurchase: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                    paymentMethodId?: string;
                    referralCode?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            /** @constant */
                            status: "completed";
                            amount: number;
                            currency: string;
                            downloadUrl: string;
                            receipt: {
                                url: string;
                                pdf: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INSUFFICIENT_FUNDS or PAYMENT_DECLINED */
            402: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRODUCT_NOT_FOUND or NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            /** @enum {string} */
                            status: "completed" | "refunded";
                            amount: number;
                            currency: string;
                            product: {
                                id: string;
                                title: string;
                                type: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                email?: string;
                            };
                            seller: {
                                id: string;
                                name: string;
                            };
                            paymentMethod: {
                                brand: string;
                                last4: string;
                            } | null;
                            createdAt: string;
                            refundedAt: string | null;
                            refund: {
                                id: string;
                                amount: number;
                                reason: string;
                                details: string | null;
                                createdAt: string;
                            } | null;
                            refundableUntil?: string | null;
                            downloadUrl?: string;
                            receipt?: {
                                url: string;
                                pdf: string;
                            };
                            update?: {
                                version: string;
                                changelog: string;
                                releasedAt: string;
                            } | null;
                            breakdown?: {
                                platformFee: number;
                                referralFee: number;
                                sellerNet: number;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "text/plain": string;
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refundPurchase: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Suggested: not_as_described, duplicate, accidental, other */
                    reason: string;
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            orderId: string;
                            amount: number;
                            currency: string;
                            reason: string;
                            details: string | null;
                            createdAt: string;
                            /** @constant */
                            orderStatus: "refunded";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSales: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
                status?: "completed" | "refunded" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            /** @enum {string} */
                            status: "completed" | "refunded";
                            amount: number;
                            currency: string;
                            product: {
                                id: string;
                                title: string;
                                type: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                email?: string;
                            };
                            seller: {
                                id: string;
                                name: string;
                            };
                            paymentMethod: {
                                brand: string;
                                last4: string;
                            } | null;
                            createdAt: string;
                            refundedAt: string | null;
                            refund: {
                                id: string;
                                amount: number;
                                reason: string;
                                details: string | null;
                                createdAt: string;
                            } | null;
                            refundableUntil?: string | null;
                            downloadUrl?: string;
                            receipt?: {
                                url: string;
                                pdf: string;
                            };
                            update?: {
                                version: string;
                                changelog: string;
                                releasedAt: string;
                            } | null;
                            breakdown?: {
                                platformFee: number;
                                referralFee: number;
                                sellerNet: number;
                            };
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                endpointId?: string;
                status?: "pending" | "succeeded" | "failed";
                eventType?: "test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, at most 100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            eventId: string;
                            eventType: string;
                            endpointId: string;
                            endpointUrl: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attemptCount: number;
                            /** @description 1, then one more per manual retry or recover */
                            series: number;
                            nextAttemptAt: string | null;
                            lastAttempt: {
                                id: string;
                                series: number;
                                attempt: number;
                                statusCode: number | null;
                                durationMs: number;
                                /** @description The receiver's reply, truncated */
                                responseBody: string | null;
                                error: string | null;
                                requestHeaders: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            eventId: string;
                            eventType: string;
                            endpointId: string;
                            endpointUrl: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attemptCount: number;
                            /** @description 1, then one more per manual retry or recover */
                            series: number;
                            nextAttemptAt: string | null;
                            lastAttempt: {
                                id: string;
                                series: number;
                                attempt: number;
                                statusCode: number | null;
                                durationMs: number;
                                /** @description The receiver's reply, truncated */
                                responseBody: string | null;
                                error: string | null;
                                requestHeaders: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The exact body sent */
                            payload: string;
                            attempts: {
                                id: string;
                                series: number;
                                attempt: number;
                                statusCode: number | null;
                                durationMs: number;
                                /** @description The receiver's reply, truncated */
                                responseBody: string | null;
                                error: string | null;
                                requestHeaders: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            eventId: string;
                            eventType: string;
                            endpointId: string;
                            endpointUrl: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attemptCount: number;
                            /** @description 1, then one more per manual retry or recover */
                            series: number;
                            nextAttemptAt: string | null;
                            lastAttempt: {
                                id: string;
                                series: number;
                                attempt: number;
                                statusCode: number | null;
                                durationMs: number;
                                /** @description The receiver's reply, truncated */
                                responseBody: string | null;
                                error: string | null;
                                requestHeaders: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The exact body sent */
                            payload: string;
                            attempts: {
                                id: string;
                                series: number;
                                attempt: number;
                                statusCode: number | null;
                                durationMs: number;
                                /** @description The receiver's reply, truncated */
                                responseBody: string | null;
                                error: string | null;
                                requestHeaders: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, with meta */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: (("test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated") | "*")[];
                            enabled: boolean;
                            disabledReason: string | null;
                            disabledAt: string | null;
                            /** @description Start of the current run of failed deliveries */
                            failingSince: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description Delivery attempts to this endpoint over the last 24 hours */
                            health: {
                                windowHours: number;
                                attempts: number;
                                /** @description Share of attempts answered 2xx; null without attempts */
                                successRate: number | null;
                                /** @description 95th percentile of attempt durations; null without attempts */
                                p95LatencyMs: number | null;
                            };
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("*" | "test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: (("test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated") | "*")[];
                            enabled: boolean;
                            disabledReason: string | null;
                            disabledAt: string | null;
                            /** @description Start of the current run of failed deliveries */
                            failingSince: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description Delivery attempts to this endpoint over the last 24 hours */
                            health: {
                                windowHours: number;
                                attempts: number;
                                /** @description Share of attempts answered 2xx; null without attempts */
                                successRate: number | null;
                                /** @description 95th percentile of attempt durations; null without attempts */
                                p95LatencyMs: number | null;
                            };
                            /** @description The signing secret, shown in full here */
                            secret: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: (("test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated") | "*")[];
                            enabled: boolean;
                            disabledReason: string | null;
                            disabledAt: string | null;
                            /** @description Start of the current run of failed deliveries */
                            failingSince: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description Delivery attempts to this endpoint over the last 24 hours */
                            health: {
                                windowHours: number;
                                attempts: number;
                                /** @description Share of attempts answered 2xx; null without attempts */
                                successRate: number | null;
                                /** @description 95th percentile of attempt durations; null without attempts */
                                p95LatencyMs: number | null;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("*" | "test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated")[];
                    enabled?: boolean;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: (("test" | "product.published" | "product.updated" | "product.unpublished" | "purchase.completed" | "purchase.refunded" | "payout.completed" | "review.created" | "user.subscription.updated") | "*")[];
                            enabled: boolean;
                            disabledReason: string | null;
                            disabledAt: string | null;
                            /** @description Start of the current run of failed deliveries */
                            failingSince: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description Delivery attempts to this endpoint over the last 24 hours */
                            health: {
                                windowHours: number;
                                attempts: number;
                                /** @description Share of attempts answered 2xx; null without attempts */
                                successRate: number | null;
                                /** @description 95th percentile of attempt durations; null without attempts */
                                p95LatencyMs: number | null;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    recoverWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            endpointId: string;
                            /** Format: date-time */
                            since: string;
                            redelivered: number;
                            deliveryIds: string[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            secret: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            secret: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendTestEvent: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            eventId: string;
                            deliveryId: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVALID_API_KEY */
            401: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNAUTHORIZED */
            403: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VALIDATION_ERROR (body too large) */
            413: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The request's id (yours when you sent a valid X-Request-Id); quote it to support */
                    "X-Request-Id": string;
                    /** @description IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42 */
                    RateLimit?: string;
                    /** @description Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400 */
                    "RateLimit-Policy"?: string;
                    /** @description Requests allowed in the tighter window */
                    "X-RateLimit-Limit"?: string;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Unix time (seconds) when that window resets */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    on_test: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_test"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_product_published: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_product_published"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_product_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_product_updated"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_product_unpublished: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_product_unpublished"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_purchase_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_purchase_completed"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_purchase_refunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_purchase_refunded"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_payout_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_payout_completed"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_review_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_review_created"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    on_user_subscription_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: de-duplicate on it */
                "X-Service-Event-ID": string;
                /** @description Unix time in seconds; reject if more than 300 s old */
                "X-Service-Timestamp": string;
                /** @description sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time */
                "X-Service-Signature": string;
                /** @description Delivery attempt, 1 to 8 */
                "X-Service-Attempt": string;
                /** @description Standard Webhooks: the event id, the same on every attempt */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time in seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_ */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_user_subscription_updated"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
