import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const round2 = (n: number) => Number(n.toFixed(2));

/** The p-th percentile (0–100) of ascending `sorted`, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  return round2(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
}

/**
 * The median, used across rounds: this shared 2-core machine sometimes slows down for a whole round, and a mean would
 * let one such round decide a verdict. Every round stays in the results file.
 */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return Number((s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2).toFixed(3));
}

export const loadAverage = () => os.loadavg().map(round2);

/** Writes bench/results/<file>, an object as indented JSON, and returns its path. */
export function writeResultFile(file: string, content: string | object): string {
  fs.mkdirSync("bench/results", { recursive: true });
  const target = path.join("bench/results", file);
  fs.writeFileSync(target, typeof content === "string" ? content : JSON.stringify(content, null, 2) + "\n");
  return target;
}

/** Writes bench/results/<name>-<time>.json, the time being the result's `date` (or `at`), and returns its path. */
export function writeResult<Result extends { date: string } | { at: string }>(name: string, result: Result): string {
  const time: string = "date" in result ? result.date : result.at;
  return writeResultFile(`${name}-${time.replace(/[:.]/g, "-")}.json`, result);
}
