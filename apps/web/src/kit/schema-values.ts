import { zDay } from '@ac/shared';
import type { z } from 'zod';

/** The part of a zod schema's definition read here (zod 4 keeps it under `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under `optional`, `nullable`, `default` and `pipe` wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/**
 * What an empty form shows for a field: the schema's default, else nothing typed ('' for text,
 * false for a switch, [] for a list, null for a number or a choice not made yet).
 */
export function emptyValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'prefault':
      return def.defaultValue;
    case 'optional':
      return undefined;
    case 'nullable':
      return null;
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return formValues(schema as z.ZodObject, {});
    case 'pipe':
      return def.in ? emptyValue(def.in) : null;
    case 'union':
      return def.options?.[0] ? emptyValue(def.options[0]) : null;
    case 'literal':
      return def.values?.[0];
    default:
      return null;
  }
}

/** A value of a record, as the form of `schema` holds it. */
function formValue(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined) return emptyValue(schema);
  if (value === null) return null;
  const inner = unwrap(schema);
  const def = defOf(inner);
  // A day field takes the day of a timestamp the API may answer (`2026-03-05T00:00:00`).
  if (inner === zDay && typeof value === 'string') return value.slice(0, 10);
  if (def.type === 'object' && typeof value === 'object') return formValues(inner as z.ZodObject, value);
  if (def.type === 'array' && def.element && Array.isArray(value))
    return value.map((item) => formValue(def.element as z.ZodType, item));
  return value;
}

/**
 * A form's values: every field of `schema`, taken from `source` (the record being edited, or what
 * a new one starts with) and otherwise empty. Keys the schema does not have (`id`, `version`) are
 * left out, so the edit form of a record needs no hand-written mapper.
 */
export function formValues<S extends z.ZodObject>(schema: S, source: object | null | undefined): z.input<S> {
  const from = (source ?? {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
    values[key] = formValue(field, from[key]);
  return values as z.input<S>;
}
