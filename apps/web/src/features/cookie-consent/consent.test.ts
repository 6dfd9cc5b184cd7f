// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readConsent, storeConsent } from './consent';

describe('cookie consent record', () => {
  beforeEach(() => localStorage.clear());

  it('stores accepted, timestamp and version 1.0', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    storeConsent(false, now);
    expect(readConsent()).toEqual({
      accepted: false,
      timestamp: now.toISOString(),
      version: '1.0',
    });
  });

  it('ignores a record of another version or a corrupt value', () => {
    localStorage.setItem(
      'havhjaelp.cookieConsent',
      JSON.stringify({ accepted: true, timestamp: 'x', version: '0.9' }),
    );
    expect(readConsent()).toBeUndefined();
    localStorage.setItem('havhjaelp.cookieConsent', '{not json');
    expect(readConsent()).toBeUndefined();
  });
});
