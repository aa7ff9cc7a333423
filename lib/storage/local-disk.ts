import fs from "node:fs/promises";
import path from "node:path";
import { StorageFullError, StorageUnavailableError, assertKey, type BlobStorage } from "@/lib/storage/blob";

/** Errors of a full disk or a used-up quota. */
const FULL = new Set(["ENOSPC", "EDQUOT"]);

export class LocalDiskStorage implements BlobStorage {
  readonly kind = "local" as const;
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    // Write then rename, so a reader never sees half a file; a write that fails (the disk full) removes its part.
    const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true }).catch(() => {});
      const code = (err as NodeJS.ErrnoException).code;
      if (code && FULL.has(code)) throw new StorageFullError(`local storage is full writing ${key}: ${code}`, { cause: err });
      if (code) throw new StorageUnavailableError(`local storage failed writing ${key}: ${code}`, { cause: err });
      throw err;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      throw new StorageUnavailableError(`local storage failed reading ${key}: ${code ?? String(err)}`, { cause: err });
    }
  }

  async head(key: string): Promise<{ size: number; sha256: null } | null> {
    try {
      const stat = await fs.stat(this.file(key));
      return stat.isFile() ? { size: stat.size, sha256: null } : null;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      throw new StorageUnavailableError(`local storage failed reading ${key}: ${code ?? String(err)}`, { cause: err });
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async presignedGet(): Promise<null> {
    return null;
  }

  /** Every key under the root (files only; unfinished `.tmp-` writes skipped), sorted, for storage:migrate. */
  async *keys(): AsyncGenerator<string> {
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<string> {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const key = prefix ? `${prefix}/${e.name}` : e.name;
        if (e.isDirectory()) yield* walk(path.join(dir, e.name), key);
        else if (e.isFile() && !e.name.includes(".tmp-")) yield key;
      }
    };
    yield* walk(this.root, "");
  }

  directUploads(): null {
    return null;
  }
}
