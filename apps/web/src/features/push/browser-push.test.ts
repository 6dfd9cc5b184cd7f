import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, deviceState, subscribeDevice } from './browser-push';

describe("the server's key as the browser takes it", () => {
  it.each([
    ['no padding needed', 'AAEC', [0, 1, 2]],
    ['base64url letters', '-_8', [251, 255]],
    ['padding left out', 'AQ', [1]],
  ])('%s', (_case, text, bytes) => {
    expect([...base64UrlToBytes(text)]).toEqual(bytes);
  });

  it('reads a VAPID public key as 65 bytes of an uncompressed P-256 point', () => {
    const key =
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('a browser without push (jsdom has none)', () => {
  it('is told as unsupported, and subscribing is refused in Danish without asking anything', async () => {
    expect(await deviceState()).toBe('unsupported');
    await expect(subscribeDevice('AAEC')).rejects.toThrow(
      'Denne browser kan ikke vise notifikationer fra Havhjælp',
    );
  });
});
