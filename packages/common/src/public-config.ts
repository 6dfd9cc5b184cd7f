import { z } from './zod-da';

/** Settings the web app needs at run time; nothing secret. */
export const publicConfigSchema = z.object({
  emergencyPhone: z.string(),
  supportEmail: z.string(),
  privacyEmail: z.string(),
  mqttTopicRoot: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
