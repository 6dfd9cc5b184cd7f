import { describe, expect, it } from 'vitest';
import { chatPostSchema } from './chats';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('chatPostSchema', () => {
  it('trims the message', () => {
    expect(chatPostSchema.parse({ message: '  Hej med dig \n' })).toEqual({
      message: 'Hej med dig',
    });
  });

  it.each([[''], ['   '], [' \n\t '], [undefined], [42]])(
    'refuses %o with "Beskeden må ikke være tom"',
    (message) => {
      expect(firstError(chatPostSchema.safeParse({ message }))).toBe('Beskeden må ikke være tom');
    },
  );

  it('allows 2000 characters and refuses 2001', () => {
    expect(chatPostSchema.safeParse({ message: ` ${'x'.repeat(2000)} ` }).success).toBe(true);
    expect(firstError(chatPostSchema.safeParse({ message: 'x'.repeat(2001) }))).toBe(
      'Beskeden må højst være 2000 tegn',
    );
  });
});
