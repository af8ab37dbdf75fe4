// GET /health: the readiness of one shop instance.
// 200 `ok` when the database and the PSP answer; 200 `degraded` when only the PSP does not (the shop still
// shows balances, pages and payouts queue; providers show unusable; another instance would not do better,
// since all share the PSP); 503 `unavailable` when the database does not answer.
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  psp: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
