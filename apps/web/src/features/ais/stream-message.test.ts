import { describe, expect, it } from 'vitest';
import { parseStreamFrame } from './stream-message';
import { positionReport, staticData, withBodyField } from './test-messages';

const withStaticField = (field: string, value: unknown) =>
  withBodyField(staticData(219000001, 'HAVØRNEN'), field, value);

describe('parseStreamFrame', () => {
  it('reads the server’s refusal', () => {
    expect(parseStreamFrame('{"error":"Ugyldig API-nøgle"}')).toEqual({
      kind: 'error',
      error: 'Ugyldig API-nøgle',
    });
  });

  it('accepts the stream’s message types with their time', () => {
    const message = staticData(219000001, 'HAVØRNEN', Date.parse('2026-06-01T12:00:00Z'));
    expect(parseStreamFrame(JSON.stringify(message))).toEqual({
      kind: 'message',
      message,
      timeUtc: '2026-06-01 12:00:00.000000000 +0000 UTC',
    });
  });

  it.each([
    ['binary', new Uint8Array([1, 2])],
    ['bad JSON', '{"MessageType":'],
    ['a number', '7'],
    ['no body', JSON.stringify({ MessageType: 'PositionReport', Message: {} })],
    ['a name that is not text', withStaticField('Name', 5)],
    ['a missing ETA', withStaticField('Eta', undefined)],
    ['an ETA without numbers', withStaticField('Eta', { Month: '12' })],
    [
      'another type',
      JSON.stringify({
        ...positionReport({ mmsi: 1, lat: 55, lon: 11 }),
        MessageType: 'UnknownMessage',
      }),
    ],
  ])('ignores %s', (_, data) => {
    expect(parseStreamFrame(data)).toBeNull();
  });
});
