export function Price({ price, currency }: { price: number; currency: string }) {
  if (price === 0) return <span className="font-semibold text-emerald-700">Free</span>;
  return <span className="font-semibold">{new Intl.NumberFormat("en-US", { style: "currency", currency }).format(price)}</span>;
}
