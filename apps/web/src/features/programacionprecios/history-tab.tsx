import { Group, Select, Stack, Text } from '@mantine/core';
import { TimeSeriesChart } from '../../kit/charts';
import { isoDay } from '../../kit/format';
import { useGroupStations } from '../../kit/sources';
import { TabLoader } from '../../kit/tab-loader';
import { useUrlFilters } from '../../kit/use-url-params';
import { usePriceGrid, usePriceHistory } from './api';

const DAYS = [
  { value: '30', label: 'Últimos 30 días' },
  { value: '90', label: 'Últimos 90 días' },
  { value: '365', label: 'Último año' },
];

/** A station's price of one fuel over time, drawn as steps (a price holds until the next one). */
export function HistoryTab({ idgrupo }: { idgrupo: number }) {
  const stations = useGroupStations(idgrupo);
  const grid = usePriceGrid(idgrupo);
  // In the address (as every list's filters), so a reload or a link sent keeps the station and the fuel.
  const url = useUrlFilters();
  const idlocal = url.text('h.local') || null;
  const idproducto = url.text('h.producto') || null;
  const days = DAYS.some((d) => d.value === url.text('h.dias')) ? url.text('h.dias') : '90';
  // The user's own day (toISOString would give the UTC one: yesterday's from 00:00 to 01:00 in Madrid).
  const today = new Date();
  const since = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - Number(days)));
  const history = usePriceHistory(
    idlocal ? Number(idlocal) : null,
    idproducto ? Number(idproducto) : null,
    since,
  );
  const station = stations.find((s) => String(s.idlocal) === idlocal)?.local ?? '';
  const product = grid.data?.productos.find((p) => String(p.idproducto) === idproducto)?.descripcion ?? '';
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Select
          label="Estación"
          searchable
          w={280}
          data={stations.map((s) => ({ value: String(s.idlocal), label: s.local }))}
          value={idlocal}
          onChange={(v) => url.set('h.local', v)}
        />
        <Select
          label="Carburante"
          w={200}
          data={(grid.data?.productos ?? []).map((p) => ({
            value: String(p.idproducto),
            label: p.descripcion,
          }))}
          value={idproducto}
          onChange={(v) => url.set('h.producto', v)}
        />
        <Select
          label="Periodo"
          w={180}
          data={DAYS}
          value={days}
          onChange={(v) => url.set('h.dias', v === '90' ? null : v)}
          allowDeselect={false}
        />
      </Group>
      {idlocal && idproducto ? (
        history.data ? (
          <TimeSeriesChart
            title={`Precio de ${product} en ${station}`}
            data={history.data}
            x="fecha"
            series={[{ name: 'precio', label: 'Precio', color: 'petrol.6' }]}
            decimals={3}
            unit="€/l"
            step
            h={320}
            emptyText="No hubo precios en ese periodo."
          />
        ) : (
          <TabLoader error={history.error} onRetry={() => void history.refetch()} />
        )
      ) : (
        <Text size="sm" c="dimmed">
          Elija una estación y un carburante para ver cómo ha cambiado su precio.
        </Text>
      )}
    </Stack>
  );
}
