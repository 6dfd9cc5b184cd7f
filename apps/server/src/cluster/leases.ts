/**
 * Work that one instance of a deployment does at a time (a job's run, the one AIS upstream
 * connection): an instance does it while it holds the lease of that name.
 */
export interface Leases {
  /**
   * Takes lease `name` for `ttlMs` when it is free, or extends it when this instance holds it.
   * True when this instance holds it afterwards.
   */
  acquire(name: string, ttlMs: number): Promise<boolean>;
  /** Gives lease `name` up if this instance holds it. */
  release(name: string): Promise<void>;
}

/** One instance alone holds every lease. */
export function localLeases(): Leases {
  return {
    acquire: async () => true,
    release: async () => {},
  };
}
