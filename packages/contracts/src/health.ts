// GET /health: 200 when the database answers, 503 otherwise.
import { z } from 'zod';

export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof healthSchema>;
