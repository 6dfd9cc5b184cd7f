// GPSD prints scaled values with printf's fixed decimals ("%.6f" for positions, "%.1f" for speed,
// course and draught), so its JSON holds rounded numbers. These helpers produce the same numbers,
// i.e. what JSON.parse gives for GPSD's text.

/**
 * A position in 1/10000 minute (what types 1–3, 18 and 19 carry) as degrees with six decimals,
 * like GPSD's "%.6f" of raw / 600000. Integer arithmetic: raw / 600000 degrees is raw * 5 / 3
 * millionths, whose fraction is never one half, so Math.round cannot hit a tie.
 */
export function positionDegrees(raw: number): number {
  return Math.round((raw * 5) / 3) / 1e6;
}

/**
 * `value` rounded to `decimals` like glibc's printf "%.Nf" (then read back as a number).
 * toFixed already rounds the exact binary value, but breaks exact ties away from zero where glibc
 * rounds to even; exact ties are the doubles for which value * 2^(decimals + 1) is odd.
 */
export function printfRound(value: number, decimals: number): number {
  const doubled = value * 2 ** (decimals + 1);
  if (Number.isInteger(doubled) && doubled % 2 !== 0) {
    const scale = 10 ** decimals;
    const lower = Math.floor(Math.abs(value) * scale);
    const even = lower % 2 === 0 ? lower : lower + 1;
    return (Math.sign(value) * even) / scale;
  }
  return Number(value.toFixed(decimals));
}

/** Two-digit, zero-padded, like printf "%02u". */
export function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
