/** A purchase's links under the API base URL (`apiBaseUrl` in lib/api/urls.ts). */
export function purchaseUrls(baseUrl: string, orderId: string) {
  return {
    downloadUrl: `${baseUrl}/purchases/${orderId}/download`,
    receipt: { url: `${baseUrl}/purchases/${orderId}/receipt`, pdf: `${baseUrl}/purchases/${orderId}/receipt/pdf` },
  };
}
