import { describe, expect, it } from 'vitest';
import { formatPosition } from './nautical-format';
import { parsePosition, POSITION_INPUT_MESSAGES } from './position-input';

const M = POSITION_INPUT_MESSAGES;

describe('parsePosition', () => {
  it.each([
    // The boater's format, as formatPosition writes it.
    ["55°42,000' N 12°36,000' Ø", 55.7, 12.6],
    ["55°40,566' N 12°34,098' Ø", 55 + 40.566 / 60, 12 + 34.098 / 60],
    ["33°54,000' S 70°07,407' V", -33.9, -(70 + 7.407 / 60)],
    // Dot decimals, English letters, lower case, no spaces, letters in front.
    ["55°42.000' N 12°36.000' E", 55.7, 12.6],
    ["55°42,000'N 12°36,000'W", 55.7, -12.6],
    ["55°42,000' n 12°36,000' ø", 55.7, 12.6],
    ["N 55°42,000' Ø 12°36,000'", 55.7, 12.6],
    ["N55°42' E12°36'", 55.7, 12.6],
    ["55°42' N, 12°36' O", 55.7, 12.6],
    // Longitude first, when the letters say so.
    ["12°36,000' Ø 55°42,000' N", 55.7, 12.6],
    // Without minutes, without the seconds, with seconds.
    ['55° N 12° Ø', 55, 12],
    ['55,7° N 12,6° Ø', 55.7, 12.6],
    ["55°42' N 12°36' Ø", 55.7, 12.6],
    ['55°42\'18" N 12°36\'36" Ø', 55 + 42 / 60 + 18 / 3600, 12 + 36 / 60 + 36 / 3600],
    ["55°42'18,5'' N 12°36'0'' Ø", 55 + 42 / 60 + 18.5 / 3600, 12.6],
    // Marks as phones type them.
    ['55º42,000′ N 12º36,000′ Ø', 55.7, 12.6],
    ['55 42,000 N 12 36,000 Ø', 55.7, 12.6],
    // Decimal degrees, comma or dot, with or without a separator.
    ['55.7, 12.6', 55.7, 12.6],
    ['55,7 12,6', 55.7, 12.6],
    ['55,7, 12,6', 55.7, 12.6],
    ['55,7;12,6', 55.7, 12.6],
    ['55.7,12.6', 55.7, 12.6],
    ['55 12', 55, 12],
    ['  55.7   12.6  ', 55.7, 12.6],
    ['-33.9, -70.5', -33.9, -70.5],
    ['55,7° 12,6°', 55.7, 12.6],
    ["55°42' 12°36'", 55.7, 12.6],
    ['90 180', 90, 180],
    ['-90 -180', -90, -180],
  ])('%s → %f, %f', (text, lat, lng) => {
    const result = parsePosition(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.position.lat).toBeCloseTo(lat, 9);
    expect(result.position.lng).toBeCloseTo(lng, 9);
  });

  it('reads back every position the app writes', () => {
    for (const position of [
      { lat: 55.6761, lng: 12.5683 },
      { lat: -33.9, lng: -70.12345 },
      { lat: 0, lng: 0 },
      { lat: 89.99, lng: -179.99 },
    ]) {
      const result = parsePosition(formatPosition(position));
      expect(result.ok && formatPosition(result.position)).toBe(formatPosition(position));
    }
  });

  it.each([
    ['', M.empty],
    ['   ', M.empty],
    ['hjælp', M.unreadable],
    ['55.7', M.unreadable],
    ['55,12', M.unreadable],
    ['55 42 12 36', M.unreadable],
    ['55.7 12.6 3', M.unreadable],
    ["55°42,000' N", M.unreadable],
    ["55°42,000' N 12°36,000' N", M.unreadable],
    ["55°42,000' Ø 12°36,000' Ø", M.unreadable],
    ["55°42,000' N 12°36,000'", M.unreadable],
    ["-55°42' N 12°36' Ø", M.unreadable],
    ["55,5°42' N 12° Ø", M.unreadable],
    ["55'42° N 12° Ø", M.unreadable],
    ['55°42\'18" 3 N 12° Ø', M.unreadable],
    ['55.7 12.6 x', M.unreadable],
    ['55.7 - 12.6 -', M.unreadable],
    ["55°60' N 12° Ø", M.sixty],
    ['55°42\'60" N 12° Ø', M.sixty],
    ['91 12', M.latitude],
    ["90°00,001' S 12° Ø", M.latitude],
    ['55 180.5', M.longitude],
    ['55° N 181° V', M.longitude],
  ])('refuses %j: %s', (text, error) => {
    expect(parsePosition(text)).toEqual({ ok: false, error });
  });
});
