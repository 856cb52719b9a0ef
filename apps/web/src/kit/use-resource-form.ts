import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { describeError, type ErrorView, errorFor, fieldsFromZod } from './api-errors';

export interface UseResourceFormOptions<S extends z.ZodType> {
  /** The wire schema from `@ac/shared` (its messages are Spanish). */
  schema: S;
  initial: z.input<S>;
  /** Sends the validated values; a thrown HttpError is mapped onto the form. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onSaved?: (result: unknown, values: z.output<S>) => void;
  /** Paths whose queries are stale after a save (the lists that show the record). */
  invalidates?: string[];
}

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Form state checked by a zod schema: values, field errors (client and API `fields`), dirty
 * state, and the error of the last save (conflict, forbidden…).
 */
export function useResourceForm<S extends z.ZodType>(options: UseResourceFormOptions<S>) {
  type In = z.input<S>;
  type Name = Extract<keyof In, string>;
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState<Values>(options.initial as Values);
  const [values, setValues] = useState<Values>(options.initial as Values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ErrorView | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const dirty = useMemo(() => !same(values, initial), [values, initial]);
  /** Read at navigation time: false right after a save, before React re-renders. */
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty && !submitting;

  const setValue = useCallback((name: Name, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e) && !Object.keys(e).some((k) => k.startsWith(`${name}.`))) return e;
      const next = { ...e };
      for (const k of Object.keys(next)) if (k === name || k.startsWith(`${name}.`)) delete next[k];
      return next;
    });
  }, []);

  const reset = useCallback(
    (next?: In) => {
      const v = (next ?? initial) as Values;
      setInitial(v);
      setValues(v);
      setErrors({});
      setFailure(null);
    },
    [initial],
  );

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldsFromZod(parsed.error.issues));
      setFailure({ kind: 'fields', message: 'Revise los campos marcados.', fields: {} });
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await options.onSubmit(parsed.data as z.output<S>);
      dirtyRef.current = false;
      setInitial(values);
      setErrors({});
      for (const path of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey: [path] });
      options.onSaved?.(result, parsed.data as z.output<S>);
    } catch (error) {
      const view = describeError(error);
      setErrors(view.fields);
      setFailure(view);
    } finally {
      setSubmitting(false);
    }
  };

  const error = (name: string) => errorFor(errors, name);

  return {
    values: values as In,
    setValue,
    errors,
    error,
    failure,
    dirty,
    dirtyRef,
    submitting,
    submit,
    reset,
    /** Props of a text input. */
    text: (name: Name) => ({
      name,
      value: (values[name] ?? '') as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, e.currentTarget.value),
      error: error(name),
    }),
    /** Props of a DayInput (`YYYY-MM-DD` or null). */
    day: (name: Name) => ({
      value: (values[name] ?? null) as string | null,
      onChange: (iso: string | null) => setValue(name, iso),
      error: error(name),
    }),
    /** Props of a Switch or Checkbox. */
    checkbox: (name: Name) => ({
      name,
      checked: !!values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.currentTarget.checked),
      error: error(name),
    }),
    /** Props of an input whose onChange gives the value (Select, NumberInput…). */
    field: <V>(name: Name, convert: (raw: V) => unknown = (raw) => raw) => ({
      name,
      value: values[name] as V,
      onChange: (raw: V) => setValue(name, convert(raw)),
      error: error(name),
    }),
  };
}

export type ResourceFormState = ReturnType<typeof useResourceForm>;
