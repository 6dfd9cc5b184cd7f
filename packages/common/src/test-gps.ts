import { z } from './zod-da';
import { positionSchema } from './help';

/** The admin's test position (SPEC.md section 7: POST /api/test/gps answers a position). */
export const testGpsSchema = z.object({
  enabled: z.boolean(),
  position: positionSchema.nullable(),
});
export type TestGps = z.infer<typeof testGpsSchema>;
