import { Group, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { formatDate } from './format';

export interface DateRange {
  /** YYYY-MM-DD */
  since: string;
  /** YYYY-MM-DD */
  to: string;
}

/** `dd/mm/aaaa` typed by the user → `YYYY-MM-DD`, or null when it is not a real day. */
export function parseSpanishDay(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A day typed as dd/mm/aaaa whatever the browser's language (native date inputs follow the OS).
 * The value is `YYYY-MM-DD`; a field that is not `required` may be emptied (null) unless it is a filter.
 */
export function DayInput({
  label,
  value,
  onChange,
  required,
  filter,
  error,
  description,
  w,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  required?: boolean;
  description?: ReactNode;
  /** A filter always holds a day, without the required mark. */
  filter?: boolean;
  /** An error from the form or the API, shown when the text itself is fine. */
  error?: ReactNode;
  w?: number | string;
}) {
  const [text, setText] = useState(formatDate(value));
  const [ownError, setOwnError] = useState<string | null>(null);
  useEffect(() => setText(formatDate(value)), [value]);
  const commit = () => {
    if (!text.trim() && !required && !filter) {
      setOwnError(null);
      if (value !== null) onChange(null);
      return;
    }
    const iso = parseSpanishDay(text);
    if (!iso) return setOwnError('Use dd/mm/aaaa');
    setOwnError(null);
    if (iso !== value) onChange(iso);
  };
  return (
    <TextInput
      size="sm"
      w={w}
      label={label}
      required={required}
      description={description}
      placeholder="dd/mm/aaaa"
      value={text}
      error={ownError ?? error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

/** "Desde" and "Hasta" days; an inverted range is put in order. */
export function DateRangeInputs({ value, onChange }: { value: DateRange; onChange: (v: DateRange) => void }) {
  const set = (next: DateRange) => onChange(next.since > next.to ? { since: next.to, to: next.since } : next);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <DayInput
        filter
        w={130}
        label="Desde"
        value={value.since}
        onChange={(since) => since && set({ ...value, since })}
      />
      <DayInput
        filter
        w={130}
        label="Hasta"
        value={value.to}
        onChange={(to) => to && set({ ...value, to })}
      />
    </Group>
  );
}
