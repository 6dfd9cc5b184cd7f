import type { z } from 'zod';

export const STORAGE_PREFIX = 'havhjaelp.';

/** Reads a JSON value from localStorage, ignoring anything that no longer matches the schema. */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The raw stored text, to notice changes cheaply; null when absent or storage is unavailable. */
export function readRawStored(key: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the choice then lasts for this page view only.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
