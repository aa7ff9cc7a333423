import type { operations } from "@/lib/api-client/schema";

type SuccessData<R> = R extends { 200: { content: { "application/json": { data: infer D } } } }
  ? D
  : R extends { 201: { content: { "application/json": { data: infer D } } } }
    ? D
    : never;
type Item<T> = T extends readonly (infer I)[] ? I : never;

/** The `data` of an operation's success answer, as the OpenAPI document types it (the dashboard reads API data as this). */
export type ApiData<Op extends keyof operations> = SuccessData<operations[Op]["responses"]>;

// The API's resources by name, for client components: one line each, all derived from the document.
export type PaymentMethod = Item<ApiData<"listPaymentMethods">>;
export type CheckoutSession = ApiData<"createCheckoutSession">;
export type Payout = Item<ApiData<"listPayouts">>;
export type Purchase = Item<ApiData<"listPurchases">>;
export type PurchaseQuote = ApiData<"quotePurchase">;
export type RefundRequest = Item<ApiData<"listRefundRequests">>;
export type ConnectedApp = Item<ApiData<"listConnectedApps">>;
export type Customer = Item<ApiData<"listCustomers">>;
export type ProductListItem = Item<ApiData<"listProducts">>;
export type ProductDetail = ApiData<"getProduct">;
export type ProductViewer = ApiData<"getProductViewer">;
export type ProductVersion = Item<ApiData<"listProductVersions">>;
export type Review = Item<ApiData<"listReviews">>;
export type Discount = ApiData<"getDiscount">;
export type ApiKey = Item<ApiData<"listApiKeys">>;
export type CreatedApiKey = ApiData<"createApiKey">;
export type ProviderKey = Item<ApiData<"listProviderKeys">>;
export type ModelList = ApiData<"listModels">;
export type ExecutionListItem = Item<ApiData<"listExecutions">>;
export type Execution = ApiData<"getExecution">;
export type PromptExecutionResult = ApiData<"executePrompt">;
export type NotificationPreferences = ApiData<"getNotificationPreferences">;
export type RevenueAnalytics = ApiData<"getRevenueAnalytics">;
export type ProductAnalytics = ApiData<"getProductAnalytics">;
export type CustomerAnalytics = ApiData<"getCustomerAnalytics">;
export type ProductUpdateSubscription = ApiData<"getProductUpdateSubscription">;
export type License = Item<ApiData<"listProductLicenses">>;
export type WebhookEndpoint = Item<ApiData<"listWebhookEndpoints">>;
export type WebhookDelivery = Item<ApiData<"listWebhookDeliveries">>;
export type WebhookDeliveryDetail = ApiData<"getWebhookDelivery">;
export type WebhookAttempt = Item<WebhookDeliveryDetail["attempts"]>;

type JsonBody<R> = R extends { content: { "application/json": infer B } } ? B : never;
/** The JSON body an operation takes, as the OpenAPI document types it (a form's mutation takes this). */
export type ApiBody<Op extends keyof operations> = JsonBody<NonNullable<operations[Op]["requestBody"]>>;

/** The query parameters an operation takes (a filter form builds this). */
export type ApiQuery<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;
