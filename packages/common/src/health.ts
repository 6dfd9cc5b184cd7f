import { aisStatusSchema } from './ais';
import { z } from './zod-da';

export const componentStatusSchema = z.enum(['ok', 'error', 'disabled']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.record(z.string(), componentStatusSchema),
  /** The ship-traffic source and stream; an upstream outage is reported, not counted as ill. */
  ais: aisStatusSchema.optional(),
});
export type Health = z.infer<typeof healthSchema>;
