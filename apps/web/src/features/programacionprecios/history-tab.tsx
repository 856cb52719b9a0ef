import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { TimeSeriesChart } from '../../kit/charts';
import { isoDay } from '../../kit/format';
import { useGroupStations } from '../../kit/sources';
import { TabLoader } from '../../kit/tab-loader';
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
  const [idlocal, setIdlocal] = useState<string | null>(null);
  const [idproducto, setIdproducto] = useState<string | null>(null);
  const [days, setDays] = useState('90');
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
          onChange={setIdlocal}
        />
        <Select
          label="Carburante"
          w={200}
          data={(grid.data?.productos ?? []).map((p) => ({
            value: String(p.idproducto),
            label: p.descripcion,
          }))}
          value={idproducto}
          onChange={setIdproducto}
        />
        <Select
          label="Periodo"
          w={180}
          data={DAYS}
          value={days}
          onChange={(v) => setDays(v ?? '90')}
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
      ) : null}
    </Stack>
  );
}
