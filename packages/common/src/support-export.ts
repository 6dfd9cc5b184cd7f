import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Support's section of the data export: the messages the user sent while logged in. */
export const supportExportPart = {
  support_messages: z
    .array(
      z.object({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        created_at: z.string(),
      }),
    )
    .describe('Beskeder, du har sendt til support, mens du var logget ind'),
};
