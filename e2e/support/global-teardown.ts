import fs from "node:fs";

/** Removes the run's temporary embedded database (the web server has stopped by now). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
