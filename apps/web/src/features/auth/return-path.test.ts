import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it.each([
    [{ from: '/friends' }, '/friends'],
    [{ from: '/vessels/42?tab=x' }, '/vessels/42?tab=x'],
    [{ from: '/settings' }, '/settings'],
    [null, '/map'],
    [undefined, '/map'],
    [{}, '/map'],
    [{ from: 42 }, '/map'],
    [{ from: 'https://evil.example' }, '/map'],
    [{ from: '//evil.example' }, '/map'],
    [{ from: '/login' }, '/map'],
    [{ from: '/register' }, '/map'],
  ])('%j → %s', (state, path) => {
    expect(returnPathAfterLogin(state)).toBe(path);
  });
});
