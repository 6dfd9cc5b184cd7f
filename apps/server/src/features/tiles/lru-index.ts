interface Entry {
  bytes: number;
  usedAt: number;
}

/**
 * The cached tiles by when they were last used, with their sizes. A Map keeps insertion order,
 * so moving a used key to the end keeps the least recently used first, each step O(1).
 */
export class LruIndex {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get totalBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Records a stored (or replaced) item as just used. */
  set(key: string, bytes: number, usedAt: number): void {
    this.delete(key);
    this.entries.set(key, { bytes, usedAt });
    this.bytes += bytes;
  }

  /** Marks an item used; answers when it was used before (undefined when it is not indexed). */
  touch(key: string, usedAt: number): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, { bytes: entry.bytes, usedAt });
    return entry.usedAt;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The least recently used keys whose removal brings the total down to `targetBytes`. */
  evictionsFor(targetBytes: number): string[] {
    const keys: string[] = [];
    let left = this.bytes;
    for (const [key, entry] of this.entries) {
      if (left <= targetBytes) break;
      keys.push(key);
      left -= entry.bytes;
    }
    return keys;
  }
}
