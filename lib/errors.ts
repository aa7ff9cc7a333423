/** The one table of error codes: HTTP status and the remedy the docs show. */
export const ERROR_CODES = {
  INVALID_API_KEY: { status: 401, message: "API key invalid or expired; check the key in the dashboard" },
  UNAUTHORIZED: { status: 403, message: "Missing permissions; check the key scope" },
  VALIDATION_ERROR: { status: 400, message: "Invalid request data" },
  PRODUCT_NOT_FOUND: { status: 404, message: "Product not found" },
  NOT_FOUND: { status: 404, message: "Not found" },
  METHOD_NOT_ALLOWED: { status: 405, message: "Method not allowed" },
  INSUFFICIENT_FUNDS: { status: 402, message: "Payment method declined: insufficient funds" },
  PAYMENT_DECLINED: { status: 402, message: "Payment method declined" },
  PAYMENT_REQUIRES_ACTION: {
    status: 402,
    message: "The bank asks the buyer to authenticate this payment; follow details.nextActionUrl, then retry",
  },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: "The payment provider could not be reached; retry after Retry-After seconds" },
  TEST_PAYMENT_METHOD_REFUSED: { status: 402, message: "Test payment methods are refused in a live deployment" },
  BUDGET_EXCEEDED: { status: 402, message: "The provider key has reached its monthly budget" },
  IDEMPOTENCY_CONFLICT: { status: 409, message: "Idempotency key conflict" },
  RATE_LIMIT_EXCEEDED: { status: 429, message: "Too many requests; back off" },
  PROVIDER_AUTH_FAILED: { status: 400, message: "The AI provider rejected the key" },
  PROVIDER_RATE_LIMITED: { status: 429, message: "The AI provider rate-limited the request" },
  PROVIDER_ERROR: { status: 502, message: "The AI provider failed or timed out" },
  EMAIL_NOT_VERIFIED: { status: 403, message: "Confirm your email address first" },
  INVALID_LINK: { status: 400, message: "This link is not valid, has expired or was already used" },
  FILE_UNAVAILABLE: { status: 503, message: "The stored file is missing or its storage cannot be reached; retry later or tell the seller" },
  STORAGE_FULL: { status: 507, message: "The file storage is full; nothing was stored. Retry later" },
  DIRECT_UPLOAD_UNAVAILABLE: {
    status: 409,
    message: "Direct uploads need object storage; upload through POST /products/{productId}/files",
  },
  PAYOUT_PENDING: { status: 409, message: "Money is still owed to this account; delete it after the next payout" },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "The database cannot be reached right now (restarting or overloaded); retry after Retry-After seconds",
  },
  INTERNAL_ERROR: { status: 500, message: "Internal server error; retry with backoff" },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Domain code throws this; the /v1 wrapper turns it into the envelope. No HTTP objects in domain code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: Record<string, unknown> = {},
    /** Only where a code of docs/api.md#errors keeps its name but HTTP needs another status (413 body too large). */
    readonly statusOverride?: number,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = "AppError";
  }

  get status(): number {
    return this.statusOverride ?? ERROR_CODES[this.code].status;
  }
}

export type FieldError = { path: string; message: string };

export function validationError(fields: FieldError[], message = "Invalid request data"): AppError {
  return new AppError("VALIDATION_ERROR", message, { fields });
}

export function notFound(what = "Resource"): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}
