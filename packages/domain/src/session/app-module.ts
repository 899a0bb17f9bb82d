import { z } from 'zod';

/** An application module (§3 Module): a sub-application area with its menu kind and route. */
export const appModuleSchema = z.object({
  name: z.string(),
  port: z.string().nullish(),
  route: z.string(),
  description: z.enum(['manage', 'setting']),
});
export type AppModule = z.infer<typeof appModuleSchema>;
