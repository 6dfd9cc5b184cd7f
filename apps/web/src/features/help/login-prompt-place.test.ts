import { describe, expect, it } from 'vitest';
import { loginPromptPlace, type LoginPromptPlace } from './login-prompt-place';

describe('loginPromptPlace', () => {
  it.each<[string, { top: number; bottom: number } | null, LoginPromptPlace]>([
    ['nothing to keep in view', null, 'bottom'],
    ['a popup in the upper half', { top: 150, bottom: 400 }, 'bottom'],
    ['a popup in the lower half', { top: 450, bottom: 700 }, 'top'],
    ['a row at the very top', { top: 0, bottom: 60 }, 'bottom'],
    ['a row at the very bottom', { top: 780, bottom: 844 }, 'top'],
    ['a popup taller than half the window, more room above', { top: 300, bottom: 800 }, 'top'],
    ['equal room on both sides', { top: 300, bottom: 544 }, 'bottom'],
  ])('%s → %s', (_case, from, place) => {
    expect(loginPromptPlace(from, 844)).toBe(place);
  });
});
