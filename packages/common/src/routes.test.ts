import { describe, expect, it } from 'vitest';
import { isScreenRoute } from './routes';

describe('isScreenRoute', () => {
  it.each([
    '/',
    '/login',
    '/map',
    '/map/',
    '/vessels/17',
    '/vessels/a1b2-c3',
    '/forum/category/4',
    '/forum/topic/99',
    '/privacy',
    '/privacy-policy',
    '/terms',
    '/terms-of-service',
    '/getting-started',
  ])('knows %s', (path) => {
    expect(isScreenRoute(path)).toBe(true);
  });

  it.each([
    '/vessels/1/edit',
    '/forum/category',
    '/forum/topic/',
    '/nope',
    '/mapx',
    '/settings/x',
    '',
  ])('does not know %s', (path) => {
    expect(isScreenRoute(path)).toBe(false);
  });
});
