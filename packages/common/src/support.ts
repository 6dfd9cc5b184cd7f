import { z } from './zod-da';

export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

function requiredText(missing: string, max: number, tooLong: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong });
}

export const supportMessageSchema = z.object({
  name: requiredText('Navn er påkrævet', SUPPORT_LIMITS.name, 'Navnet er for langt'),
  email: z
    .string({ error: 'Email er påkrævet' })
    .trim()
    .min(1, { error: 'Email er påkrævet' })
    .max(SUPPORT_LIMITS.email, { error: 'Email er for lang' })
    .pipe(z.email({ error: 'Indtast en gyldig email' })),
  subject: requiredText('Emne er påkrævet', SUPPORT_LIMITS.subject, 'Emnet er for langt'),
  message: requiredText(
    'Besked er påkrævet',
    SUPPORT_LIMITS.message,
    `Beskeden må højst være ${SUPPORT_LIMITS.message} tegn`,
  ),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type SupportResult = z.infer<typeof supportResultSchema>;

export const SUPPORT_SUCCESS_TEXT = 'Din besked er sendt! Vi svarer hurtigst muligt.';
export const SUPPORT_FAILURE_TEXT = 'Kunne ikke sende besked.';
