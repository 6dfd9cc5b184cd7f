import { z } from './zod-da';

export const componentStatusSchema = z.enum(['ok', 'error', 'disabled']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.record(z.string(), componentStatusSchema),
});
export type Health = z.infer<typeof healthSchema>;
