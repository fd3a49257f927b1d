// Path parameter schemas shared by the routes. Ids must be safe positive integers, so a
// malformed id answers 400 before it reaches a query (a huge number would overflow bigint).
import { z } from 'zod';

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
