import { Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
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

/** A day typed as dd/mm/aaaa whatever the browser's language (native date inputs follow the OS). */
function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  const [text, setText] = useState(formatDate(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(formatDate(value)), [value]);
  const commit = () => {
    const iso = parseSpanishDay(text);
    if (!iso) return setError('Use dd/mm/aaaa');
    setError(null);
    if (iso !== value) onChange(iso);
  };
  return (
    <TextInput
      size="sm"
      w={130}
      label={label}
      placeholder="dd/mm/aaaa"
      value={text}
      error={error}
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
      <DayInput label="Desde" value={value.since} onChange={(since) => set({ ...value, since })} />
      <DayInput label="Hasta" value={value.to} onChange={(to) => set({ ...value, to })} />
    </Group>
  );
}
