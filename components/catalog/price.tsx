import { formatMoney } from "@/lib/format/money";

/** A price as a card shows it; a pay-what-you-want product ("named") reads "From $5.00" or "Pay what you want". */
export function Price({ price, currency, className, named }: { price: number; currency: string; className?: string; named?: boolean }) {
  if (named) {
    return (
      <span className={`font-semibold ${className ?? ""}`}>
        {price === 0 ? "Pay what you want" : `From ${formatMoney(price, currency)}`}
      </span>
    );
  }
  if (price === 0) return <span className={`font-semibold text-success-text ${className ?? ""}`}>Free</span>;
  return <span className={`font-semibold ${className ?? ""}`}>{formatMoney(price, currency)}</span>;
}
