// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { answerBetaWarning, isBetaWarningAccepted } from './beta-warning';

describe('beta warning acceptance', () => {
  beforeEach(() => localStorage.clear());

  it('is stored once per browser as {accepted, timestamp, version beta-1.0}', () => {
    expect(isBetaWarningAccepted()).toBe(false);
    answerBetaWarning('accepted', new Date('2026-11-21T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem('havhjaelp.betaWarning')!)).toEqual({
      accepted: true,
      timestamp: '2026-11-21T10:00:00.000Z',
      version: 'beta-1.0',
    });
    expect(isBetaWarningAccepted()).toBe(true);
  });

  it.each<[answers: ('accepted' | 'dismissed')[], accepted: boolean]>([
    [['dismissed'], false],
    [['dismissed', 'dismissed'], false],
    [['dismissed', 'accepted'], true],
    [['accepted', 'dismissed'], true],
  ])('after %j the warning counts as accepted: %s', (answers, accepted) => {
    for (const answer of answers) answerBetaWarning(answer);
    expect(isBetaWarningAccepted()).toBe(accepted);
    if (!accepted) expect(localStorage.getItem('havhjaelp.betaWarning')).toBeNull();
  });

  it('asks again when the stored acceptance is of another version', () => {
    localStorage.setItem(
      'havhjaelp.betaWarning',
      JSON.stringify({ accepted: true, timestamp: 'x', version: 'beta-0.9' }),
    );
    expect(isBetaWarningAccepted()).toBe(false);
  });
});
