import { describe, expect, it } from 'vitest';
import { geolocationMessage } from './geolocation';

describe('geolocationMessage', () => {
  it('names https only where the page is not a secure context, where it is the cause', () => {
    expect(geolocationMessage(1, true)).toBe(
      'Adgang til din position blev afvist. Tillad placering for denne side i browseren. Kortet viser København.',
    );
    expect(geolocationMessage(1, false)).toBe(
      'Adgang til din position blev afvist. Tillad placering for denne side i browseren. Placering virker kun, når siden er åbnet sikkert (https://). Kortet viser København.',
    );
    expect(geolocationMessage(3, true)).toBe(
      'Det tog for lang tid at finde din position. Prøv igen. Kortet viser København.',
    );
  });

  it('never names https for a browser without geolocation at all', () => {
    expect(geolocationMessage('unsupported', false)).toBe(
      'Din browser understøtter ikke placering. Kortet viser København.',
    );
  });
});
