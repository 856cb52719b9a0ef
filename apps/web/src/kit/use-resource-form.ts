import { type UseFormReturnType, useForm } from '@mantine/form';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { describeError, type ErrorView, errorFor, fieldsFromZod } from './api-errors';
import { notifySuccess } from './notify';
import { formValues } from './schema-values';

export interface UseResourceFormOptions<S extends z.ZodObject, R> {
  /** The wire schema from `@ac/shared` (its messages are Spanish): validates, and shapes the values. */
  schema: S;
  /**
   * The record being edited, or what a new one starts with: the form takes the schema's fields from
   * it, and the schema's defaults for the rest.
   */
  initial?: object | null;
  /** Sends the validated values (the mutation); a thrown HttpError is put on the form. */
  onSubmit: (values: z.output<S>) => Promise<R>;
  /** The toast after a save ("Ajustes guardados", or what the answer says); before `onSaved`. */
  notice?: string | ((result: R, values: z.output<S>) => string);
  onSaved?: (result: R, values: z.output<S>) => void;
  /** Queries that are stale after a save (the lists that show the record): keys of `resourceKeys`. */
  invalidates?: readonly QueryKey[];
}

export type FormValues = Record<string, unknown>;

/** The value at a dotted path (`lineas.2.valor`). */
function valueAt(values: FormValues, path: string): unknown {
  let at: unknown = values;
  for (const key of path.split('.'))
    at = at === null || at === undefined ? undefined : (at as FormValues)[key];
  return at;
}

/**
 * Puts the keyboard on the first field marked invalid (in the order the form shows them), once the marks
 * are drawn: after a failed send the user lands on what to mend, not on the button.
 */
function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const VALIDATION_FAILED: ErrorView = { kind: 'fields', message: 'Revise los campos marcados.', fields: {} };

/** Zod 4 issues as @mantine/form errors: one message per path (`lineas.2.valor`). */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldsFromZod(parsed.error.issues);
  };
}

/**
 * A record's form: @mantine/form state validated by the shared zod schema (on submit, and a changed
 * field when it is left), saved through a TanStack Query mutation whose API errors land on the inputs (the
 * `fields` of a 400 or of a duplicate's 409) and in the form's alert (409 conflict, 403…). Dirty state feeds
 * the unsaved-changes guard.
 */
export function useResourceForm<S extends z.ZodObject, R = unknown>(options: UseResourceFormOptions<S, R>) {
  type In = z.input<S>;
  type Out = z.output<S>;
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: formValues(options.schema, options.initial) as FormValues,
    validate: zodResolver(options.schema),
  });
  // Helpers below read the latest form through this ref, so their identity never changes.
  const formRef = useRef<UseFormReturnType<FormValues>>(form);
  formRef.current = form;
  /** The form element last sent, where the cursor goes to the first marked field. */
  const rootRef = useRef<HTMLElement | null>(null);
  const [validationFailed, setValidationFailed] = useState(false);

  const mutation = useMutation<R, unknown, Out>({
    mutationFn: options.onSubmit,
    onSuccess: (result, values) => {
      const saved = formRef.current.getValues();
      dirtyRef.current = false;
      formRef.current.setInitialValues(saved);
      formRef.current.resetDirty(saved);
      for (const queryKey of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      const notice = typeof options.notice === 'function' ? options.notice(result, values) : options.notice;
      if (notice) notifySuccess(notice);
      options.onSaved?.(result, values);
    },
    onError: (error) => {
      const fields = describeError(error).fields;
      formRef.current.setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstInvalid(rootRef.current);
    },
  });

  const dirty = form.isDirty();
  /** Read at navigation time: false right after a save, before React re-renders. */
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty && !mutation.isPending;

  const setValue = useCallback((path: string, value: unknown) => {
    const current = formRef.current;
    if (JSON.stringify(valueAt(current.getValues(), path)) === JSON.stringify(value)) return;
    current.setFieldValue(path, value);
  }, []);

  /** A value the form proposes (a code from the server): shown, but not a change the user made. */
  const setDefault = useCallback((path: string, value: unknown) => {
    const current = formRef.current;
    current.setInitialValues({ ...current.getInitialValues(), [path]: value });
    current.setFieldValue(path, value);
  }, []);

  const submit = async (event?: { preventDefault(): void; currentTarget?: unknown }) => {
    event?.preventDefault();
    rootRef.current =
      event?.currentTarget instanceof HTMLElement
        ? event.currentTarget
        : (document.activeElement?.closest('form') ?? null);
    mutation.reset();
    const parsed = options.schema.safeParse(form.getValues());
    if (!parsed.success) {
      form.setErrors(fieldsFromZod(parsed.error.issues));
      setValidationFailed(true);
      focusFirstInvalid(rootRef.current);
      return;
    }
    setValidationFailed(false);
    form.clearErrors();
    await mutation.mutateAsync(parsed.data as Out).catch(() => undefined);
  };

  const reset = (next?: object) => {
    const values = next ? (formValues(options.schema, next) as FormValues) : form.getInitialValues();
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    mutation.reset();
    setValidationFailed(false);
  };

  const hasErrors = Object.keys(form.errors).length > 0;
  const failure: ErrorView | null = mutation.error
    ? describeError(mutation.error)
    : validationFailed && hasErrors
      ? VALIDATION_FAILED
      : null;

  const error = (path: string) => errorFor(form.errors as Record<string, string>, path);
  const values = form.values as In;
  // A field is checked when left after a change: passing through an empty required field on the way
  // elsewhere says nothing until the form is sent. A field already marked keeps its mark until it is
  // changed (a change clears it): the server's reason (a NIF another customer has) is not the browser's
  // to take back, and a mark vanishing as the cursor leaves moves the dialog under the pointer.
  const blur = (path: string) => () => {
    const current = formRef.current;
    if (!current.errors[path] && current.isDirty(path)) current.validateField(path);
  };

  return {
    /** The @mantine/form underneath: list fields (`insertListItem`), `getInputProps` of nested paths. */
    mantine: form,
    mutation,
    values,
    setValue,
    setDefault,
    errors: form.errors as Record<string, string>,
    error,
    failure,
    dirty,
    dirtyRef,
    submitting: mutation.isPending,
    submit,
    reset,
    /** Props of a TextInput / Textarea. */
    text: (path: string) => ({
      name: path,
      value: (valueAt(form.getValues(), path) ?? '') as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(path, e.currentTarget.value),
      onBlur: blur(path),
      error: error(path),
    }),
    /** Props of a Switch or Checkbox. */
    checkbox: (path: string) => ({
      name: path,
      checked: !!valueAt(form.getValues(), path),
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(path, e.currentTarget.checked),
      error: error(path),
    }),
    /** Props of a NumberInput; an emptied input holds `empty` (null: "sin límite"; 0; undefined). */
    number: (path: string, empty: number | null | undefined = null) => ({
      name: path,
      value: (valueAt(form.getValues(), path) ?? '') as number | string,
      onChange: (raw: number | string) => setValue(path, raw === '' ? empty : Number(raw)),
      onBlur: blur(path),
      error: error(path),
    }),
    /** Props of a ResourceSelect (or any picker of a numeric id): `none` when nothing is chosen. */
    id: (path: string, none: number | null = null) => ({
      value: (valueAt(form.getValues(), path) as number | null) || (none === 0 ? 0 : null),
      onChange: (id: number | null) => setValue(path, id ?? none),
      onBlur: blur(path),
      error: error(path),
    }),
    /** Props of an input whose onChange gives the value itself (Select of texts, DayInput, TagsInput…). */
    field: <V>(path: string) => ({
      name: path,
      value: valueAt(form.getValues(), path) as V,
      onChange: (value: V) => setValue(path, value),
      onBlur: blur(path),
      error: error(path),
    }),
  };
}

export type ResourceFormState = ReturnType<typeof useResourceForm>;

/** What an editor of part of a form (a list field, a grid of lines) needs of it, whatever its schema. */
export interface FormPart {
  values: object;
  errors: Record<string, string>;
  setValue: (path: string, value: unknown) => void;
  /** List operations (`insertListItem`, `removeListItem`) and stable row keys (`key`). */
  mantine: UseFormReturnType<FormValues>;
}
