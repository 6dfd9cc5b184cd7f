import { describe, expect, it } from 'vitest';
import { aisStreamUrl } from './stream-endpoint';
import { aisStatText } from './api';

const status = { state: 'connected', lastMessageAt: null, clients: 1 } as const;

describe('AIS status card', () => {
  it.each([
    [undefined, '–'],
    [{ ...status, source: 'off', state: 'off', ships: 0 } as const, 'off'],
    [{ ...status, source: 'replay', ships: 1234 }, '1.234'],
    [{ ...status, source: 'aisstream', ships: 0 }, '0'],
  ])('%j → %s', (value, text) => {
    expect(aisStatText(value)).toBe(text);
  });
});

describe('aisStreamUrl', () => {
  it('follows the page: wss behind https, ws otherwise', () => {
    expect(aisStreamUrl({ protocol: 'https:', host: 'havhjaelp.dk' })).toBe(
      'wss://havhjaelp.dk/api/ais/stream',
    );
    expect(aisStreamUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/ais/stream',
    );
  });
});
