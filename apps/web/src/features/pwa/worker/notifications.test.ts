import { describe, expect, it } from 'vitest';
import { clickTarget, notificationFor, pushJson } from './notifications';

const ORIGIN = 'https://havhjaelp.example';
const PAYLOAD = {
  kind: 'call',
  title: 'Kritisk kald 4,2 sm væk',
  body: 'Motorstop · Bølgen',
  url: '/?call=abc',
  tag: 'call-abc',
};

describe('a push message shown', () => {
  it('shows the payload with its tag, and keeps the url for the click', () => {
    expect(notificationFor(PAYLOAD)).toEqual({
      title: PAYLOAD.title,
      options: {
        body: PAYLOAD.body,
        tag: PAYLOAD.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'da',
        data: { url: PAYLOAD.url },
      },
    });
  });

  it.each([
    ['no body', undefined],
    ['not an object', 'Kritisk kald'],
    ['an unknown kind', { ...PAYLOAD, kind: 'advert' }],
    ['no title', { ...PAYLOAD, title: undefined }],
    ['an url of another site', { ...PAYLOAD, url: 'https://evil.example/' }],
  ])('shows nothing for a payload with %s', (_, data) => {
    expect(notificationFor(data)).toBeNull();
  });

  it('reads a message body as JSON, and nothing from one that is not', () => {
    expect(pushJson({ json: () => PAYLOAD })).toEqual(PAYLOAD);
    expect(
      pushJson({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }),
    ).toBeUndefined();
    expect(pushJson(null)).toBeUndefined();
  });
});

describe('a notification clicked', () => {
  it.each([
    ['a call', { url: '/?call=abc' }, `${ORIGIN}/?call=abc`],
    ['the friends screen', { url: '/friends' }, `${ORIGIN}/friends`],
    ['another origin', { url: 'https://evil.example/x' }, `${ORIGIN}/`],
    ['a protocol-relative address', { url: '//evil.example/x' }, `${ORIGIN}/`],
    ['a backslash trick', { url: '/\\evil.example' }, `${ORIGIN}/`],
    ['no url', {}, `${ORIGIN}/`],
    ['no data', null, `${ORIGIN}/`],
  ])('opens %s', (_, data, expected) => {
    expect(clickTarget(data, ORIGIN)).toBe(expected);
  });
});
