/**
 * Numbers as a boater types them into a text field, whatever the browser's language: the decimal
 * mark may be ',' (Danish) or '.' (an English keyboard or habit), so '6,5' and '6.5' are both 6,5.
 *
 * A mark is always the decimal mark, never a thousands separator, and grouped numbers are
 * refused: '1.200' is 1,2 in one reading and 1200 in the other, and a guess would store the wrong
 * number without a word. So '1.234,5', '1,234.5' and '1 200' are no numbers here, and '1.200' is
 * 1,2 (which the form then shows back, and a whole-number field refuses with its own message).
 */
const NUMBER = /^([-−]?)(\d*)(?:[.,](\d+))?$/;

/**
 * The number in `text`, or null when it is none (empty, letters, a lone sign, a second mark,
 * grouping). Spaces around it are ignored.
 */
export function parseDanishNumber(text: string): number | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const [, sign, integer = '', fraction] = match;
  if (integer === '' && fraction === undefined) return null;
  const value = Number(`${sign ? '-' : ''}${integer || '0'}.${fraction ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

const plain = new Intl.NumberFormat('da-DK', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A stored number as a field shows it for editing: Danish decimal comma and no grouping, so that
 * `parseDanishNumber` reads it back as the same number (6.5 → '6,5', 1200 → '1200').
 */
export function formatDanishNumber(value: number): string {
  return plain.format(value);
}
