import { permissionName, type Resource } from '@ac/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCan } from './permissions';
import { type SavePaths, saveResource, type Versioned } from './save-resource';
import { useResourceForm } from './use-resource-form';

export interface UseRecordFormOptions<S extends z.ZodObject, R> {
  /** The wire schema from `@ac/shared` (see `useResourceForm`). */
  schema: S;
  /** The record edited; none: a new one, which starts from `blank`. */
  record: R | null | undefined;
  blank?: object;
  /** What the form shows of the record when it differs from the wire (an IBAN in groups). */
  initial?: object;
  /** Where it is created and updated (`saveResource`). */
  path: SavePaths;
  /** The record's id and version for the update, when they are not its `id` and `version`. */
  versioned?: (record: R) => Versioned;
  /** The body sent, when it is not the values as they are (a key left empty keeps the stored one). */
  body?: (values: z.output<S>) => object;
  /** The lists that show the record (stale after a save). */
  invalidates?: readonly QueryKey[];
  /** The toast after a save: [after an update, after a create]. */
  notices: readonly [string, string];
  onSaved: (saved: R) => void;
}

/**
 * The form of a record saved on its own path: a create, or an update with the record's id and version
 * (409 when someone else changed it meanwhile); then the lists go stale, a toast says so and `onSaved`
 * gets the saved record. Everything else is `useResourceForm`'s.
 */
export function useRecordForm<S extends z.ZodObject, R>(options: UseRecordFormOptions<S, R>) {
  const { record, versioned, body } = options;
  const form = useResourceForm({
    schema: options.schema,
    initial: options.initial ?? record ?? options.blank ?? null,
    onSubmit: (values) =>
      saveResource<R>(
        options.path,
        body ? body(values) : values,
        record ? (versioned ? versioned(record) : (record as unknown as Versioned)) : null,
      ),
    invalidates: options.invalidates,
    notice: record ? options.notices[0] : options.notices[1],
    onSaved: (saved) => options.onSaved(saved),
  });
  return { ...form, isNew: !record };
}

/** May the user write this record of `resource` (edit), or a new one (create) when there is none? */
export function useCanWrite(resource: Resource, record: unknown): boolean {
  return useCan(permissionName(record ? 'edit' : 'create', resource));
}
