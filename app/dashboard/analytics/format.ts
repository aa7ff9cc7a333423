const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat("en-US");

export const formatMoney = (n: number) => money.format(n);
export const formatCount = (n: number) => count.format(n);
export const formatPercent = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;

export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
