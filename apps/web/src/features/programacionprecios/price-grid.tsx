import type { PriceGrid } from '@ac/shared/programacionprecios';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../kit/api-errors';
import type { Column } from '../../kit/columns';
import { DataTable } from '../../kit/data-table';
import { DateTimeInput } from '../../kit/date-inputs';
import { FailureAlert } from '../../kit/failure-alert';
import { count, formatNumber } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { Can, useCan } from '../../kit/permissions';
import { http } from '../../lib/http';
import { changeKeys, gridKeys, usePriceGrid } from './api';

type StationRow = PriceGrid['prices'][number];
export const price3 = (v: number) => `${formatNumber(v, 3)} €`;
/** `2027-06-01T06:00` → `01/06/2027 06:00` (Madrid wall-clock time as sent). */
export const localText = (s: string) =>
  `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)} ${s.slice(11, 16)}`;

const signed = (d: number) => `${d > 0 ? '+' : d < 0 ? '−' : '±'}${formatNumber(Math.abs(d), 3)}`;

/**
 * The chosen product's price now at the ticked stations, and what the typed price changes it by: a typo
 * (14,59 for 1,459) or a change of more than a tenth reads at sight, before the server's limits.
 */
export function priceChangeText(
  now: number[],
  typed: number | null,
): { text: string; large: boolean } | null {
  if (!now.length) return null;
  const low = Math.min(...now);
  const high = Math.max(...now);
  const range = low === high ? `${price3(low)}/l` : `de ${formatNumber(low, 3)} a ${price3(high)}/l`;
  const where = now.length === 1 ? 'en la estación marcada' : 'en las estaciones marcadas';
  if (typed === null) return { text: `Ahora ${where}: ${range}.`, large: false };
  const change = low === high ? signed(typed - low) : `de ${signed(typed - high)} a ${signed(typed - low)}`;
  const large = Math.abs(typed - low) > low / 10 || Math.abs(typed - high) > high / 10;
  return {
    text: `Ahora ${where}: ${range}; cambio ${change} €/l${large ? ' (más de un 10 %)' : ''}.`,
    large,
  };
}

/**
 * Ticked stations whose next pending price of the product comes after the moment typed: the new price
 * lasts only until then, which the grid (it shows the next change, now the new one) stops saying.
 */
export function laterPendingText(
  pending: { local: string; fechaefectiva: string }[],
  fecha: string | null,
): string | null {
  if (!fecha) return null;
  const later = pending
    .filter((p) => p.fechaefectiva > fecha)
    .sort((a, b) => (a.fechaefectiva < b.fechaefectiva ? -1 : 1));
  if (!later.length) return null;
  const where =
    later.length === 1
      ? `En ${later[0]!.local} hay`
      : `En ${count(later.length, 'estación', 'estaciones')} hay`;
  return `${where} otro cambio pendiente después (desde el ${localText(later[0]!.fechaefectiva)}): este precio solo durará hasta entonces. Si no debe aplicarse, cancélelo en Cambios programados.`;
}

/** A product's new price for the ticked stations from a Madrid date and time. */
function ScheduleBar({
  grid,
  selected,
  clear,
  onScheduled,
}: {
  grid: PriceGrid;
  selected: number[];
  clear: () => void;
  /** After saving, with the server's warning (an ambiguous autumn hour) if any. */
  onScheduled: (aviso: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [idproducto, setProduct] = useState<string | null>(null);
  const [precio, setPrecio] = useState<number | string>('');
  const [fecha, setFecha] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      http.post<{ aviso: string | null; pricechanges: unknown[] }>(
        '/v1/pricechanges/',
        { idlocales: selected, idproducto: Number(idproducto), precio: Number(precio), fechaefectiva: fecha },
        { quiet: true },
      ),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: gridKeys.all });
      await queryClient.invalidateQueries({ queryKey: changeKeys.all });
      notifySuccess(`Cambio programado en ${count(res.pricechanges.length, 'estación', 'estaciones')}`);
      onScheduled(res.aviso);
    },
  });
  const failure = save.error ? describeError(save.error) : null;
  const now = grid.prices
    .filter((s) => selected.includes(s.idlocal))
    .map((s) => s.precios.find((c) => c.idproducto === Number(idproducto))?.precio)
    .filter((p): p is number => typeof p === 'number');
  const change = idproducto ? priceChangeText(now, precio === '' ? null : Number(precio)) : null;
  const later = laterPendingText(
    grid.prices
      .filter((st) => selected.includes(st.idlocal))
      .flatMap((st) => {
        const next = st.precios.find((c) => c.idproducto === Number(idproducto))?.pendiente;
        return next ? [{ local: st.local, fechaefectiva: next.fechaefectiva }] : [];
      }),
    idproducto ? fecha : null,
  );
  return (
    <Paper withBorder p="sm" radius="md" bg="petrol.0">
      <Stack gap="xs">
        <Text size="sm" fw={500} aria-live="polite">
          Programar un precio en {count(selected.length, 'estación', 'estaciones')}
        </Text>
        <Group gap="sm" align="flex-start">
          <Select
            label="Producto"
            required
            w={200}
            data={grid.productos.map((p) => ({ value: String(p.idproducto), label: p.descripcion }))}
            value={idproducto}
            onChange={setProduct}
            error={failure?.fields.idproducto}
          />
          <NumberInput
            label="Precio (€/l)"
            required
            w={140}
            decimalScale={3}
            fixedDecimalScale
            decimalSeparator=","
            hideControls
            value={precio}
            onChange={setPrecio}
            error={failure?.fields.precio}
          />
          <DateTimeInput
            label="Desde (hora de Madrid)"
            required
            value={fecha}
            onChange={setFecha}
            error={failure?.fields.fechaefectiva}
          />
          <Button
            mt={24}
            disabled={!idproducto || precio === '' || !fecha}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Programar
          </Button>
          <Button mt={24} variant="subtle" color="gray" onClick={clear}>
            Quitar selección
          </Button>
        </Group>
        <Text size="sm" c={change?.large ? 'orange.9' : 'dimmed'} aria-live="polite">
          {change?.text}
        </Text>
        {later ? (
          <Text size="sm" c="orange.9" role="status">
            {later}
          </Text>
        ) : null}
        <FailureAlert
          message={
            failure && failure.kind !== 'fields' ? failure.message : (failure?.fields.idlocales ?? null)
          }
        />
      </Stack>
    </Paper>
  );
}

/** Station × fuel: the price now, and the next pending change under it. */
export function PriceGridTab({ idgrupo }: { idgrupo: number }) {
  const grid = usePriceGrid(idgrupo);
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [aviso, setAviso] = useState<string | null>(null);
  const columns: Column<StationRow>[] = [
    { key: 'local', header: 'Estación', pin: true },
    ...(grid.data?.productos ?? []).map(
      (p): Column<StationRow> => ({
        key: `p${p.idproducto}`,
        header: p.descripcion,
        type: 'number',
        value: (s) => s.precios.find((c) => c.idproducto === p.idproducto)?.precio ?? null,
        render: (s) => {
          const cell = s.precios.find((c) => c.idproducto === p.idproducto);
          if (!cell) return '';
          return (
            <Stack gap={0} align="flex-end">
              <Text size="sm" ff="monospace">
                {cell.precio === null ? '—' : formatNumber(cell.precio, 3)}
              </Text>
              {cell.pendiente ? (
                <Text size="xs" c="orange.8" title="Cambio pendiente">
                  → {formatNumber(cell.pendiente.precio, 3)} el {localText(cell.pendiente.fechaefectiva)}
                </Text>
              ) : null}
            </Stack>
          );
        },
      }),
    ),
  ];
  // Stations are ticked to schedule a change: who may not schedule reads the grid without tick boxes.
  const canSchedule = useCan('can_create_precio');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Precios en €/l con 3 decimales.
        {canSchedule ? ' Marque estaciones para programar un cambio de precio.' : ''}
      </Text>
      {aviso ? (
        <Alert color="yellow" variant="light" role="status" withCloseButton onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      ) : null}
      <Can permission="can_create_precio">
        {selected.size && grid.data ? (
          <ScheduleBar
            grid={grid.data}
            selected={[...selected].map(Number)}
            clear={() => setSelected(new Set())}
            onScheduled={(text) => {
              setSelected(new Set());
              setAviso(text);
            }}
          />
        ) : null}
      </Can>
      <DataTable<StationRow>
        caption="Precios actuales por estación y carburante"
        columns={columns}
        rows={grid.data?.prices}
        rowKey={(s) => s.idlocal}
        loading={grid.isFetching}
        error={grid.error}
        onRetry={() => void grid.refetch()}
        selection={canSchedule ? { selected, onChange: setSelected, name: (s) => s.local } : undefined}
        emptyText="No hay estaciones en este grupo."
      />
    </Stack>
  );
}
