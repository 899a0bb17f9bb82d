import { z } from 'zod';
import { must } from '../shared/validation-messages';

/** How many modules the shell asks for at once (§7 AppModule/GetPaged MaxResultCount, §9). */
export const MODULE_LIST_PAGE_SIZE = 100;

/** An application module (§3 Module): a sub-application area with its menu kind and route. */
export const appModuleSchema = z.object({
  name: z.string(),
  port: z.string().nullish(),
  route: z.string(),
  description: z.enum(['manage', 'setting']),
});
export type AppModule = z.infer<typeof appModuleSchema>;

/** A module's route: a path of the shell, starting with `/` (unique within the tenant, checked on save). */
export const moduleRouteSchema = z
  .string()
  .trim()
  .min(1, must('required'))
  .max(200, must('maxChars', { max: 200 }))
  .refine((route) => route === '' || route.startsWith('/'), must('startsWithSlash'))
  .refine((route) => !/[\s?#]/.test(route), must('pathWithoutSpaces'));

/** A module as the settings screen administers it: with its id, its place in the order and whether it is on. */
export const appModuleRecordSchema = appModuleSchema.extend({
  id: z.number().int(),
  sort: z.number().int(),
  /** A disabled module is not in the shell's list (AppModule/GetPaged). */
  isEnabled: z.boolean(),
});
export type AppModuleRecord = z.infer<typeof appModuleRecordSchema>;

/** AppModule/Create: name, port, route and menu kind (§3 Module). */
export const appModuleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(100, must('maxChars', { max: 100 })),
  port: z
    .string()
    .trim()
    .max(100, must('maxChars', { max: 100 }))
    .nullish()
    .transform((value) => (value ? value : null)),
  route: moduleRouteSchema,
  description: z.enum(['manage', 'setting'], { message: must('manageOrSetting') }),
});
export type AppModuleInput = z.input<typeof appModuleInputSchema>;

/** AppModule/Update: the module's id and all its fields. */
export const appModuleUpdateSchema = appModuleInputSchema.extend({ id: z.number().int().positive() });
export type AppModuleUpdate = z.input<typeof appModuleUpdateSchema>;

/** AppModule/Reorder: module ids in their new order; modules not named follow in their present order. */
export const appModuleOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, must('required'))
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, must('moduleTwice')),
});
