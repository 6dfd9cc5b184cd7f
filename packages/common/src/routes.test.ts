import { describe, expect, it } from 'vitest';
import { CALL_QUERY, callDetailsPath, isScreenRoute } from './routes';

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

describe('callDetailsPath', () => {
  it.each([
    ['abc123', '/?call=abc123'],
    ['a b&c', '/?call=a%20b%26c'],
  ])('addresses the details of call %s on the dashboard', (id, path) => {
    expect(callDetailsPath(id)).toBe(path);
    const url = new URL(path, 'https://havhjaelp.example');
    expect(isScreenRoute(url.pathname)).toBe(true);
    expect(url.searchParams.get(CALL_QUERY)).toBe(id);
  });
});
