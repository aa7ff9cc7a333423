/** Pure formatting shared by receipts (server) and dashboard pages (client). */
export const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);

export const formatDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
