import { aisStatusSchema } from './ais';
import { z } from './zod-da';

/** 'off': not configured (no REDIS_URL: the instance runs alone), which is not a failure. */
export const componentStatusSchema = z.enum(['ok', 'error', 'disabled', 'off']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.record(z.string(), componentStatusSchema),
  /** The ship-traffic source and stream; an upstream outage is reported, not counted as ill. */
  ais: aisStatusSchema.optional(),
});
export type Health = z.infer<typeof healthSchema>;
