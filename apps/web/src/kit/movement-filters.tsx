import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWorkArea } from '../work-area/work-area-context';
import { DateRangeInputs } from './date-inputs';
import { ResourceSelect, type ResourceSource } from './resource-select';
import { StationSelect } from './station-select';
import { useUrlFilters, useUrlRange } from './use-url-params';

/**
 * The filters every movement list shares (credit, points…): whose movements (`?{who}=`), the station
 * (`?local=`), the type (`?tipo=`) and the dates (`?desde=&hasta=`, the last months to start with) in the URL.
 * `query` is what the list asks the API: `id{who}`, `idlocal`, `tipo`, `datesince`, `dateto` and the
 * work area's group.
 */
export function useMovementFilters(who: string, types: { value: string; label: string }[]) {
  const { scope } = useWorkArea();
  const idgrupo = scope?.grupo ?? 0;
  const filters = useUrlFilters();
  const [range, setRange] = useUrlRange();
  const whose = filters.id(who);
  const idlocal = filters.id('local');
  // A type the list does not offer (an old or hand-edited link) is read as none: the list, not a 400.
  const typed = filters.text('tipo');
  const tipo = types.some((t) => t.value === typed) ? typed : '';
  const query: Record<string, string | number | undefined> = {
    idgrupo: idgrupo || undefined,
    [`id${who}`]: whose ?? undefined,
    idlocal: idlocal ?? undefined,
    tipo: tipo || undefined,
    datesince: range.since,
    dateto: range.to,
  };
  return { who, types, idgrupo, whose, idlocal, tipo, range, setRange, set: filters.set, query };
}

export type MovementFilters = ReturnType<typeof useMovementFilters>;

/**
 * The bar over a movement list: whose (when `whose` is given: the caller may lack the permission to
 * pick), the station, the type and the dates; `children` are the list's actions, at the right.
 */
export function MovementFilterBar<T>({
  filters: f,
  whose,
  typeWidth = 130,
  children,
}: {
  filters: MovementFilters;
  whose?: { label: string; width: number; source: ResourceSource<T> } | null;
  typeWidth?: number;
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {whose ? (
        <ResourceSelect
          label={whose.label}
          w={whose.width}
          clearable
          placeholder="Todos"
          source={whose.source}
          value={f.whose}
          onChange={(id) => f.set(f.who, id)}
        />
      ) : null}
      <StationSelect
        idgrupo={f.idgrupo}
        anyGroup
        w={240}
        clearable
        placeholder="Todas"
        value={f.idlocal}
        onChange={(id) => f.set('local', id)}
      />
      <Select
        label="Tipo"
        w={typeWidth}
        clearable
        placeholder="Todos"
        data={f.types}
        value={f.tipo || null}
        onChange={(v) => f.set('tipo', v)}
      />
      <DateRangeInputs value={f.range} onChange={f.setRange} />
      {children}
    </Group>
  );
}
