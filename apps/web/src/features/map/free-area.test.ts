import { describe, expect, it } from 'vitest';
import type { Box } from '../../lib/screen-box';
import { centreOf, freeArea } from './free-area';

const box = (left: number, top: number, right: number, bottom: number): Box => ({
  left,
  top,
  right,
  bottom,
});

// A phone's map under a 140 px header, and a laptop's.
const PHONE_MAP = box(0, 140, 390, 844);
const DESKTOP_MAP = box(0, 100, 1280, 800);

describe('freeArea', () => {
  it.each([
    ['nothing over the map', PHONE_MAP, [], PHONE_MAP],
    // The form as a sheet over the lower half, the position notice over the top.
    ['a bottom sheet', PHONE_MAP, [box(0, 380, 390, 844)], box(0, 140, 390, 380)],
    [
      'a notice band and a bottom sheet',
      PHONE_MAP,
      [box(56, 152, 326, 280), box(0, 380, 390, 844)],
      box(0, 280, 390, 380),
    ],
    // The notice region's line above the sheet takes its part too.
    [
      'a sheet with notices stacked on it',
      PHONE_MAP,
      [box(0, 436, 390, 844), box(8, 380, 382, 428)],
      box(0, 140, 390, 380),
    ],
    // The form beside the map on a wide screen: the map left of it is free.
    ['a side panel', DESKTOP_MAP, [box(880, 80, 1264, 720)], box(0, 100, 880, 800)],
    // Controls and a short notice leave the map's middle free.
    [
      'small controls',
      DESKTOP_MAP,
      [box(1224, 112, 1268, 260), box(56, 112, 632, 160), box(12, 700, 140, 740)],
      DESKTOP_MAP,
    ],
    ['an overlay outside the map', PHONE_MAP, [box(0, 0, 390, 140)], PHONE_MAP],
    // Overlays leaving no room between them: the whole map, rather than nothing.
    ['no room left', PHONE_MAP, [box(0, 100, 390, 500), box(0, 480, 390, 844)], PHONE_MAP],
  ])('%s', (_, map, overlays, expected) => {
    expect(freeArea(map, overlays)).toEqual(expected);
  });

  it('finds the middle of a box', () => {
    expect(centreOf(box(0, 280, 390, 380))).toEqual({ x: 195, y: 330 });
  });
});
