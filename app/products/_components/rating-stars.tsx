export function RatingStars({ average, count }: { average: number; count: number }) {
  if (count === 0) return <span className="text-slate-500">No reviews yet</span>;
  const full = Math.round(average);
  return (
    <span className="text-amber-500" aria-label={`Rated ${average} out of 5 by ${count} reviewers`}>
      {"★".repeat(full)}
      <span className="text-slate-300">{"★".repeat(5 - full)}</span>
      <span className="ml-1 text-slate-600">
        {average.toFixed(1)} ({count})
      </span>
    </span>
  );
}
