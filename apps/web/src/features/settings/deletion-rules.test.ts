// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deletionPasswordProblem } from './security-tab';

describe('deletionPasswordProblem', () => {
  it.each([
    ['', 'Skriv dit password for at slette din konto'],
    ['x', undefined],
    // Blank is still a password to the server, which gives its own refusal for a wrong one.
    [' ', undefined],
  ])('%j → %s', (password, problem) => {
    expect(deletionPasswordProblem(password)).toBe(problem);
  });
});
