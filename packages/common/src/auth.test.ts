import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  mixesConfusableScripts,
  tooManyAttemptsMessage,
  usernameSchema,
} from './auth';

describe('mixesConfusableScripts', () => {
  it.each([
    ['paul', false],
    ['Søren_Ærø', false],
    ['skipper.42', false],
    ['Иван', false], // all Cyrillic
    ['Ζορμπάς', false], // all Greek
    ['Ole_東京', false], // Han does not look like Latin
    ['pаul', true], // Cyrillic а (U+0430) among Latin letters
    ['Вob', true], // Cyrillic В
    ['οle', true], // Greek ο (U+03BF)
    ['Иванα', true], // Cyrillic with Greek
  ])('%s → %s', (name, mixed) => {
    expect(mixesConfusableScripts(name)).toBe(mixed);
  });
});

describe('usernameSchema', () => {
  it.each([
    ['  Skipper_Ole ', 'Skipper_Ole'],
    ['ﬁskeren', 'fiskeren'], // the ligature ﬁ is two letters
    ['Ｏｌｅ１', 'Ole1'], // full width
    ['So\u0308ren', 'S\u00f6ren'], // o + combining diaeresis is the one letter ö
    ['Иван', 'Иван'],
  ])('stores %j as %j', (input, stored) => {
    expect(usernameSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['pаul', AUTH_MESSAGES.usernameMixedScripts],
    ['Вob_sejler', AUTH_MESSAGES.usernameMixedScripts],
    ['ab', AUTH_MESSAGES.usernameFormat],
    ['a b c', AUTH_MESSAGES.usernameFormat],
    ['   ', AUTH_MESSAGES.usernameRequired],
  ])('refuses %j with the Danish reason', (input, message) => {
    expect(usernameSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [1, 'om 1 sekund'],
    [1_000, 'om 1 sekund'],
    [1_001, 'om 2 sekunder'],
    [59_000, 'om 59 sekunder'],
    [59_001, 'om 1 minut'],
    [60_000, 'om 1 minut'],
    [60_001, 'om 2 minutter'],
    [900_000, 'om 15 minutter'],
  ])('%i ms → %s', (waitMs, wait) => {
    expect(tooManyAttemptsMessage(waitMs)).toBe(
      `For mange mislykkede loginforsøg. Prøv igen ${wait}, eller nulstil din adgangskode.`,
    );
  });
});
