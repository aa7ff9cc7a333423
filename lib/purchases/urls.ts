import { env } from "@/lib/env";

/** {base_url}: the public origin (APP_URL, else the request's own) plus /api/v1. */
export function apiBaseUrl(requestOrigin: string): string {
  return `${(env().APP_URL ?? requestOrigin).replace(/\/+$/, "")}/api/v1`;
}

export function purchaseUrls(baseUrl: string, orderId: string) {
  return {
    downloadUrl: `${baseUrl}/purchases/${orderId}/download`,
    receipt: { url: `${baseUrl}/purchases/${orderId}/receipt`, pdf: `${baseUrl}/purchases/${orderId}/receipt/pdf` },
  };
}
