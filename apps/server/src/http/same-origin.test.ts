import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './same-origin';

describe('isAllowedOrigin', () => {
  it.each([
    // No Origin: not a browser, so no cross-site risk.
    [undefined, 'https://havhjaelp.dk', true],
    ['https://havhjaelp.dk', 'https://havhjaelp.dk', true],
    ['https://havhjaelp.dk', 'https://havhjaelp.dk/', true],
    ['https://havhjaelp.dk', 'https://havhjaelp.dk/app/', true],
    ['http://localhost:3000', 'http://localhost:3000', true],
    ['http://localhost:3000', 'http://localhost:3001', false],
    ['http://havhjaelp.dk', 'https://havhjaelp.dk', false],
    ['https://evil.example', 'https://havhjaelp.dk', false],
    ['https://evil.havhjaelp.dk', 'https://havhjaelp.dk', false],
    ['https://havhjaelp.dk.evil.example', 'https://havhjaelp.dk', false],
    ['https://havhjaelp.dk/', 'https://havhjaelp.dk', false],
    ['null', 'https://havhjaelp.dk', false],
    ['', 'https://havhjaelp.dk', false],
  ])('origin %o against %s → %s', (origin, publicUrl, allowed) => {
    expect(isAllowedOrigin(origin, publicUrl)).toBe(allowed);
  });
});
