import { formatMoney } from "@/lib/format/money";

export function Price({ price, currency, className }: { price: number; currency: string; className?: string }) {
  if (price === 0) return <span className={`font-semibold text-emerald-700 ${className ?? ""}`}>Free</span>;
  return <span className={`font-semibold ${className ?? ""}`}>{formatMoney(price, currency)}</span>;
}
