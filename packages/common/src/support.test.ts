import { describe, expect, it } from 'vitest';
import { supportMessageSchema } from './support';

const valid = { name: ' Ole ', email: ' ole@example.dk ', subject: 'Hej', message: 'Tekst' };

describe('supportMessageSchema', () => {
  it('trims the fields', () => {
    expect(supportMessageSchema.parse(valid)).toEqual({
      name: 'Ole',
      email: 'ole@example.dk',
      subject: 'Hej',
      message: 'Tekst',
    });
  });

  it.each([
    [{ ...valid, name: undefined }, 'Navn er påkrævet'],
    [{ ...valid, name: 42 }, 'Navn er påkrævet'],
    [{ ...valid, subject: ' ' }, 'Emne er påkrævet'],
    [{ ...valid, email: 'x@' }, 'Indtast en gyldig email'],
    [{ ...valid, message: 'a'.repeat(5001) }, 'Beskeden må højst være 5000 tegn'],
    [{ ...valid, name: 'a'.repeat(101) }, 'Navnet er for langt'],
  ])('refuses %o with "%s"', (input, message) => {
    const result = supportMessageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
