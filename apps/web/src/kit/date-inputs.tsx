import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { ActionIcon, Button, Group, Input, Menu, Tooltip } from '@mantine/core';
import { DateInput, DatesProvider, type DatesProviderSettings, TimePicker } from '@mantine/dates';
import { IconCalendarEvent, IconCalendarTime } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import {
  DATE_TIME_PRESETS,
  type DateRange,
  type DateTimePreset,
  parseSpanishDay,
  RANGE_PRESETS,
  type RangePreset,
} from './date-presets';

export type { DateRange } from './date-presets';
export { lastMonths, parseSpanishDay } from './date-presets';

/** Spanish calendars: month and day names in Spanish, weeks from Monday. */
const SPANISH: DatesProviderSettings = { locale: 'es', firstDayOfWeek: 1, weekendDays: [0, 6] };

const CALENDAR_LABELS = { previousLabel: 'Mes anterior', nextLabel: 'Mes siguiente' };

export interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
  required?: boolean;
  description?: ReactNode;
  /** A filter always holds a day, without the required mark: an emptied or wrong text goes back. */
  filter?: boolean;
  /** An error from the form or the API, shown when the text itself is fine. */
  error?: ReactNode;
  w?: number | string;
}

/**
 * A day typed as dd/mm/aaaa (or picked in a Spanish calendar) whatever the browser's language.
 * The value is `YYYY-MM-DD`; a field that is not `required` may be emptied (null) unless it is a filter.
 */
export function DayInput({
  label,
  value,
  onChange,
  onBlur,
  required,
  filter,
  error,
  description,
  w,
}: DayInputProps) {
  const [wrong, setWrong] = useState(false);
  const [calendar, setCalendar] = useState(false);
  const optional = !required && !filter;
  return (
    <DatesProvider settings={SPANISH}>
      <DateInput
        // Its calendar opens on focus: a dialog's first-field focus passes it by (form-dialog.tsx).
        data-opens-on-focus="true"
        size="sm"
        w={w}
        label={label}
        required={required}
        description={description}
        placeholder="dd/mm/aaaa"
        valueFormat="DD/MM/YYYY"
        dateParser={parseSpanishDay}
        value={value}
        onChange={(iso) => {
          setWrong(false);
          if (iso === null && !optional) return;
          onChange(iso);
        }}
        clearable={optional}
        // A filter puts back the last good day; a form field keeps the wrong text and says why.
        fixOnBlur={!!filter}
        onBlur={(e) => {
          const text = e.currentTarget.value.trim();
          setWrong(!filter && text !== '' && parseSpanishDay(text) === null);
          onBlur?.();
        }}
        error={wrong ? 'Fecha no válida: use dd/mm/aaaa' : error}
        // While the calendar is open, Esc closes it and not the dialog the field is in.
        data-mantine-stop-propagation={calendar || undefined}
        popoverProps={{
          withinPortal: true,
          onOpen: () => setCalendar(true),
          onClose: () => setCalendar(false),
        }}
        {...CALENDAR_LABELS}
      />
    </DatesProvider>
  );
}

/** A button with a menu of presets ("Hoy", "Este mes"…). */
function PresetsMenu<P extends { label: string }>(props: {
  label: string;
  presets: P[];
  onPick: (preset: P) => void;
  icon: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={props.label}>
          <ActionIcon variant="default" size={36} aria-label={props.label}>
            {props.icon}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {props.presets.map((p) => (
          <Menu.Item key={p.label} onClick={() => props.onPick(p)}>
            {p.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The periods offered at sight next to a range (the rest are in its menu). */
const QUICK_PERIODS = ['Hoy', 'Esta semana', 'Este mes'];

/**
 * "Desde" and "Hasta" days (typed or picked in a calendar), the usual periods at sight (Hoy, Esta semana,
 * Este mes) and the rest in a menu; an inverted range is put in order.
 */
export function DateRangeInputs({
  value,
  onChange,
  presets = RANGE_PRESETS,
}: {
  value: DateRange;
  onChange: (v: DateRange) => void;
  presets?: RangePreset[];
}) {
  const set = (next: DateRange) => onChange(next.since > next.to ? { since: next.to, to: next.since } : next);
  const today = new Date();
  const quick = presets.filter((p) => QUICK_PERIODS.includes(p.label));
  return (
    // On a narrow screen the periods go under the days, so each day field keeps its width.
    <Group gap="xs" align="flex-end">
      {(['since', 'to'] as const).map((end) => (
        <DayInput
          key={end}
          filter
          w={130}
          label={end === 'since' ? 'Desde' : 'Hasta'}
          value={value[end]}
          onChange={(day) => day && set({ ...value, [end]: day })}
        />
      ))}
      {quick.length ? (
        <Button.Group aria-label="Periodos habituales">
          {quick.map((p) => {
            const range = p.range(today);
            const on = range.since === value.since && range.to === value.to;
            return (
              <Button
                key={p.label}
                size="sm"
                px={8}
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                onClick={() => set(range)}
              >
                {p.label}
              </Button>
            );
          })}
        </Button.Group>
      ) : null}
      <PresetsMenu
        label="Otros periodos"
        presets={presets}
        icon={<IconCalendarEvent size={18} />}
        onPick={(p) => set(p.range(today))}
      />
    </Group>
  );
}

const splitMoment = (value: string | null) => {
  const [day = null, time = ''] = value ? value.split('T') : [];
  return { day, time: time.slice(0, 5) };
};

/**
 * A day and a time (24 h) typed or picked: the value is `YYYY-MM-DDTHH:mm` as the wire's local
 * times are (Madrid wall clock), or null; presets offer the usual moments.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  required,
  description,
  error,
  presets = DATE_TIME_PRESETS,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  presets?: DateTimePreset[];
}) {
  // The day and the time are kept here until both are there: a day alone is no moment (it used to
  // default to 00:00, and then a typed 0600 became 00:59, as the hour box jumps on a 0 over 00).
  const [draft, setDraft] = useState(() => splitMoment(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Set from outside (a preset, a reset): follow it.
    setSeen(value);
    setDraft(splitMoment(value));
  }
  const set = (next: { day: string | null; time: string }) => {
    const moment = next.day && next.time ? `${next.day}T${next.time}` : null;
    setDraft(next);
    setSeen(moment);
    if (moment !== value) onChange(moment);
  };
  return (
    <Input.Wrapper label={label} required={required} description={description} error={error}>
      <Group gap="xs" wrap="nowrap" align="flex-end" mt={4}>
        <DayInput
          label="Día"
          w={130}
          required={required}
          value={draft.day}
          onChange={(day) => set({ ...draft, day })}
        />
        <DatesProvider settings={SPANISH}>
          <TimePicker
            label="Hora"
            w={100}
            format="24h"
            required={required}
            value={draft.time}
            onChange={(t) => set({ ...draft, time: t.slice(0, 5) })}
            hoursInputLabel="Horas"
            minutesInputLabel="Minutos"
          />
        </DatesProvider>
        <PresetsMenu
          label="Momentos habituales"
          presets={presets}
          icon={<IconCalendarTime size={18} />}
          onPick={(p) => onChange(p.value(new Date()))}
        />
      </Group>
    </Input.Wrapper>
  );
}
