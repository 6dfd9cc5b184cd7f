/**
 * The seed of a hostile-input run: `HOSTILE_SEED` when given, to replay a run whose seed it
 * printed, or a new one (as fast-check picks its own: a 32-bit integer).
 */
export function hostileSeed(
  given: string | undefined,
  fresh: () => number = () => (Date.now() ^ (Math.random() * 0x1_0000_0000)) | 0,
): number {
  if (given === undefined || given.trim() === '') return fresh();
  const seed = Number(given);
  if (!Number.isInteger(seed) || (seed | 0) !== seed) {
    throw new Error(`HOSTILE_SEED must be a 32-bit integer, as a run prints it; got "${given}"`);
  }
  return seed;
}
