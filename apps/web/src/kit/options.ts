import { capital } from './format';

/** A pick-list entry: a stored code and what the screens call it. */
export interface Option {
  value: string;
  label: string;
}

/**
 * A shared list of stored codes as options, for a form's select, a list's filter and its column alike: each
 * code's label from `labels`, else the code capitalised ('terminal de surtidor' → 'Terminal de surtidor').
 */
export function optionsOf(
  values: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): Option[] {
  return values.map((value) => ({ value, label: labels[value] ?? capital(value) }));
}

/** What a stored code is called among `options`; one they do not list is capitalised, never shown raw. */
export function labelOf(options: readonly Option[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const code = String(value);
  return options.find((o) => o.value === code)?.label ?? capital(code);
}
