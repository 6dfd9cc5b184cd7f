import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from './passkeys-errors';
import { listByEmailSchema, loginOptionsSchema, renamePasskeySchema } from './passkeys';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the passkey login by e-mail', () => {
  it.each([
    [{}, []],
    [{ email: ' Ole@Example.dk ' }, []],
    [{ email: 'ole@example.dk', passkeyId: 'a1' }, []],
    [{ passkeyId: 'a1' }, [PASSKEY_MESSAGES.passkeyIdNeedsEmail]],
    [{ email: '' }, [PASSKEY_MESSAGES.emailRequired]],
    [{ email: '   ' }, [PASSKEY_MESSAGES.emailRequired]],
  ])('takes login options %j with the refusals %j', (body, messages) => {
    expect(messagesOf(loginOptionsSchema.safeParse(body))).toEqual(messages);
  });

  it('asks for an e-mail before listing passkeys (SPEC.md section 5)', () => {
    expect(messagesOf(listByEmailSchema.safeParse({}))).toEqual([PASSKEY_MESSAGES.emailRequired]);
    expect(messagesOf(listByEmailSchema.safeParse({ email: '' }))).toEqual([
      PASSKEY_MESSAGES.emailRequired,
    ]);
  });
});

describe('a passkey’s name', () => {
  it.each([
    ['  Mobil Enhed ', 'Mobil Enhed'],
    ['x'.repeat(50), 'x'.repeat(50)],
  ])('keeps %j as %j', (name, kept) => {
    expect(renamePasskeySchema.parse({ deviceName: name })).toEqual({ deviceName: kept });
  });

  it.each([[''], ['   '], ['x'.repeat(51)]])('refuses %j', (name) => {
    expect(renamePasskeySchema.safeParse({ deviceName: name }).success).toBe(false);
  });
});
