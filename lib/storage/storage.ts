import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * Where product images and files live. Keys are opaque ("products/<id>/<asset>"); the local-disk
 * implementation is the default, and an object store only has to implement these three calls.
 */
export interface BlobStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9_/-]+$/;

function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.startsWith("/")) throw new Error(`Invalid storage key: ${key}`);
}

export class LocalDiskStorage implements BlobStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

let instance: BlobStorage | undefined;

/** The process's storage: local disk under DATA_DIR/storage (STORAGE_DIR overrides the folder). */
export function storage(): BlobStorage {
  const e = env();
  instance ??= new LocalDiskStorage(path.resolve(/*turbopackIgnore: true*/ e.STORAGE_DIR ?? path.join(e.DATA_DIR, "storage")));
  return instance;
}
