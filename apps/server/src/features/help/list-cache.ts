import type { Viewer } from './presenters';

/**
 * The request list is read far more often than it changes (every open dashboard polls it), so its
 * JSON is built once per change and view. Writes here invalidate at once; the short lifetime bounds
 * staleness from changes this instance does not see (another instance, a deleted account's name).
 */
export class HelpListCache {
  private readonly entries = new Map<Viewer, { json: Promise<string>; builtAt: number }>();
  private version = 0;

  constructor(private readonly lifetimeMs: number) {}

  get(viewer: Viewer, build: () => Promise<string>): Promise<string> {
    const entry = this.entries.get(viewer);
    if (entry && performance.now() - entry.builtAt < this.lifetimeMs) return entry.json;
    const version = this.version;
    const json = build();
    this.entries.set(viewer, { json, builtAt: performance.now() });
    json.then(
      () => {
        // Built from data older than a write that happened meanwhile: do not keep it.
        if (version !== this.version) this.entries.delete(viewer);
      },
      () => this.entries.delete(viewer),
    );
    return json;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }
}
