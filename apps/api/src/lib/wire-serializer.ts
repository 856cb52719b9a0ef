import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Responses are written from the wire schema without validating them (issue 11: zod re-ran the NIF,
 * e-mail and phone refinements on every row a list returned). What goes out is what zod's parse would
 * give for a valid value:
 * - objects keep only the schema's keys, in the schema's order (a column the wire does not name never
 *   leaves, as with zod's default `strip`); a missing value with a default gets the default;
 * - arrays, optionals, nullables and unions of objects are walked; leaves (text, numbers, booleans, enums,
 *   literals, unions of those) go out as they are: the data came from the database, already validated
 *   and normalised on its way in.
 * Anything else (a transform, a lazy or loose schema…) is parsed by zod for that part only.
 *
 * Under the tests (VITEST) every answer is also serialised the old way and must be identical, so every
 * API test proves the wire unchanged.
 */

type Schema = $ZodType;
type Def = { type: string } & Record<string, unknown>;
type Write = (value: unknown) => unknown;

const defOf = (s: Schema) => s._zod.def as unknown as Def;

const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'enum',
  'literal',
  'null',
  'any',
  'unknown',
  'template_literal',
]);

/** A schema whose valid values leave unchanged (no default, transform or key stripping inside). */
function isLeaf(s: Schema): boolean {
  const def = defOf(s);
  if (LEAVES.has(def.type)) return true;
  if (def.type === 'union') return (def.options as Schema[]).every(isLeaf);
  if (def.type === 'nullable' || def.type === 'optional' || def.type === 'readonly')
    return isLeaf(def.innerType as Schema);
  return false;
}

const compiled = new WeakMap<Schema, Write>();

/** What zod's parse gives for a value of this schema, without checking it (see above). */
function writerOf(s: Schema): Write {
  const known = compiled.get(s);
  if (known) return known;
  // A schema that reaches itself (through a lazy) gets this forwarder while it is being built.
  let write: Write | undefined;
  compiled.set(s, (v) => write!(v));
  write = build(s);
  compiled.set(s, write);
  return write;
}

/** The required keys of an object schema (for choosing a union's option). */
function requiredKeys(s: Schema): string[] | undefined {
  const def = defOf(s);
  if (def.type !== 'object') return undefined;
  return Object.entries(def.shape as Record<string, Schema>)
    .filter(([, v]) => !['optional', 'default', 'prefault'].includes(defOf(v).type))
    .map(([k]) => k);
}

function build(s: Schema): Write {
  if (isLeaf(s)) return (v) => v;
  const def = defOf(s);
  const zodParse: Write = (v) => (s as unknown as { parse: (v: unknown) => unknown }).parse(v);
  switch (def.type) {
    case 'optional': {
      const inner = writerOf(def.innerType as Schema);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'nullable': {
      const inner = writerOf(def.innerType as Schema);
      return (v) => (v === null ? null : inner(v));
    }
    case 'readonly':
      return writerOf(def.innerType as Schema);
    case 'default': {
      const inner = writerOf(def.innerType as Schema);
      return (v) => (v === undefined ? (def.defaultValue as unknown) : inner(v));
    }
    case 'array': {
      const item = writerOf(def.element as Schema);
      return (v) => (Array.isArray(v) ? v.map(item) : zodParse(v));
    }
    case 'object': {
      // A loose or strict object (catchall) keeps or refuses other keys: zod decides.
      if (def.catchall) return zodParse;
      if (Object.hasOwn(def.shape as object, '__proto__')) return zodParse;
      const fields = Object.entries(def.shape as Record<string, Schema>);
      const writers = fields.map(([, schema]) => (isLeaf(schema) ? undefined : writerOf(schema)));
      // One object literal per row, built by generated code: as fast as JSON.stringify of the row itself.
      // A value left undefined is dropped by JSON.stringify, as zod drops a missing optional.
      const body = fields
        .map(([key], i) => {
          const read = `v[${JSON.stringify(key)}]`;
          return `${JSON.stringify(key)}: ${writers[i] ? `w[${i}](${read})` : read}`;
        })
        .join(',\n');
      const pick = new Function('w', `return (v) => ({${body}});`)(writers) as Write;
      return (v) => (v === null || typeof v !== 'object' || Array.isArray(v) ? zodParse(v) : pick(v));
    }
    case 'union': {
      // Options that are objects: the first whose required keys the value has (as zod's first match).
      const options = def.options as Schema[];
      const keyed = options.map((o) => ({ keys: requiredKeys(o), write: writerOf(o) }));
      if (keyed.some((o) => !o.keys)) return zodParse;
      return (v) => {
        if (v === null || typeof v !== 'object') return zodParse(v);
        const row = v as Record<string, unknown>;
        const option = keyed.find((o) => o.keys!.every((k) => row[k] !== undefined));
        return option ? option.write(v) : zodParse(v);
      };
    }
    default:
      return zodParse;
  }
}

/** JSON text of a value as the schema writes it. */
export function wireStringify(schema: Schema, value: unknown): string {
  return JSON.stringify(writerOf(schema)(value));
}

const checking = Boolean(process.env.VITEST);

export const wireSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route as { schema: unknown };
  if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route as never);
  const write = writerOf(schema);
  if (!checking) return (data) => JSON.stringify(write(data));
  const validated = zodSerializerCompiler(route as never);
  return (data) => {
    const slow = validated(data);
    const fast = JSON.stringify(write(data));
    if (fast !== slow) {
      throw new Error(
        `La serialización rápida difiere de la validada en ${route.method} ${route.url}:\n${fast}\n${slow}`,
      );
    }
    return fast;
  };
};
