import { type LoyaltyPreview, LoyaltyRuleFieldsSchema } from '@ac/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeError } from '../../kit/api-errors';
import { DateTimeInput } from '../../kit/date-inputs';
import { formatNumber } from '../../kit/format';
import { useGroupStations } from '../../kit/sources';
import { http } from '../../lib/http';
import { RULES_PATH, useCatalogue } from './api';

type Line = { idproducto: number | null; cantidad: number; importe: number };

const nowLocal = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * An example ticket and the points each active rule gives it, with the rule being edited in its place:
 * asked again (`POST /v1/loyaltyrules/preview`) a moment after anything changes.
 */
export function RulePreview({
  idgrupo,
  idregla,
  regla,
}: {
  idgrupo: number;
  idregla: number | null;
  regla: object;
}) {
  const stations = useGroupStations(idgrupo);
  const catalogue = useCatalogue(idgrupo);
  const [idlocal, setIdlocal] = useState<number | null>(null);
  const [fecha, setFecha] = useState<string | null>(nowLocal);
  const [lines, setLines] = useState<Line[]>([{ idproducto: null, cantidad: 40, importe: 60 }]);
  // Sensible defaults once the group's stations and products are known.
  useEffect(() => {
    if (!idlocal && stations[0]) setIdlocal(stations[0].idlocal);
  }, [stations, idlocal]);
  useEffect(() => {
    const first = catalogue.data?.find((p) => p.unidad === 'litro') ?? catalogue.data?.[0];
    if (first && lines.some((l) => !l.idproducto))
      setLines((ls) => ls.map((l) => (l.idproducto ? l : { ...l, idproducto: first.idproducto })));
  }, [catalogue.data, lines]);
  const request = { idgrupo, idregla, regla, ticket: { idlocal, fecha, lineas: lines } };
  const [debounced] = useDebouncedValue(request, 350);
  // A rule still being typed is checked here first: the preview waits for it instead of asking in vain.
  const checked = LoyaltyRuleFieldsSchema.safeParse(debounced.regla);
  const incomplete = checked.success ? null : (checked.error.issues[0]?.message ?? 'Regla incompleta');
  const asked = { ...debounced, regla: incomplete ? null : debounced.regla };
  const ready = !!(
    idgrupo &&
    debounced.ticket.idlocal &&
    debounced.ticket.fecha &&
    debounced.ticket.lineas.every((l) => l.idproducto)
  );
  const preview = useQuery({
    queryKey: ['loyaltyrules', 'preview', asked],
    queryFn: ({ signal }) =>
      http.post<LoyaltyPreview>(`${RULES_PATH}/preview`, asked, { signal, quiet: true }),
    enabled: ready,
    retry: false,
    placeholderData: (prev) => prev,
  });
  const products = (catalogue.data ?? []).map((p) => ({ value: String(p.idproducto), label: p.descripcion }));
  const setLine = (i: number, change: Partial<Line>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const error = preview.error ? describeError(preview.error) : null;
  // No answer yet and nothing in the way of one: the first is being asked (or waits for the debounce).
  const waiting = !preview.data && !error && !incomplete;
  /** A line's quantity or amount: labelled on the first line only, each named by its line. */
  const lineNumber = (i: number, key: 'cantidad' | 'importe', label: string, name = label) => ({
    label: i === 0 ? label : undefined,
    'aria-label': `${name} de la línea ${i + 1}`,
    min: 0,
    decimalScale: 2,
    decimalSeparator: ',',
    value: lines[i]?.[key],
    onChange: (v: string | number) => setLine(i, { [key]: Number(v) || 0 }),
  });
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Vista previa con un ticket de ejemplo" role="region">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Ticket de ejemplo
        </Title>
        <Select
          label="Estación"
          data={stations.map((s) => ({ value: String(s.idlocal), label: s.local }))}
          value={idlocal ? String(idlocal) : null}
          onChange={(v) => setIdlocal(v ? Number(v) : null)}
        />
        <DateTimeInput label="Fecha y hora" value={fecha} onChange={setFecha} />
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity of their own
          <Group key={i} gap={6} align="flex-end" wrap="nowrap">
            <Select
              label={i === 0 ? 'Producto' : undefined}
              aria-label={`Producto de la línea ${i + 1}`}
              data={products}
              value={l.idproducto ? String(l.idproducto) : null}
              onChange={(v) => setLine(i, { idproducto: v ? Number(v) : null })}
              flex={1}
              searchable
            />
            <NumberInput w={90} {...lineNumber(i, 'cantidad', 'Cantidad')} />
            <NumberInput w={100} {...lineNumber(i, 'importe', 'Importe (€)', 'Importe')} />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={`Quitar la línea ${i + 1}`}
              disabled={lines.length === 1}
              onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setLines((ls) => [...ls, { idproducto: null, cantidad: 1, importe: 10 }])}
          disabled={lines.length >= 5}
          w="fit-content"
        >
          Añadir línea
        </Button>
        {incomplete ? (
          <Text size="sm" c="orange.8" role="status">
            Complete la regla para ver sus puntos: {incomplete}
          </Text>
        ) : null}
        {error && !incomplete ? (
          <Text size="sm" c="orange.8" role="status">
            {error.kind === 'fields'
              ? `Complete la regla para ver la vista previa: ${Object.values(error.fields)[0] ?? error.message}`
              : error.message}
          </Text>
        ) : null}
        <Table withTableBorder striped fz="sm" aria-label="Puntos por regla">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prioridad</Table.Th>
              <Table.Th>Regla</Table.Th>
              <Table.Th ta="right">Puntos</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(preview.data?.reglas ?? []).map((r) => (
              <Table.Tr
                key={`${r.id ?? 'nueva'}`}
                data-testid={r.id === idregla || r.id === null ? 'regla-editada' : undefined}
              >
                <Table.Td>{r.prioridad}</Table.Td>
                <Table.Td>
                  {r.nombre}
                  {r.id === idregla || r.id === null ? (
                    <Badge size="xs" ml={6} variant="light">
                      en edición
                    </Badge>
                  ) : null}
                  {r.aplica ? null : (
                    <Text size="xs" c="dimmed">
                      {r.motivo}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(r.puntos)}
                </Table.Td>
              </Table.Tr>
            ))}
            {preview.data?.reglas.length || !(preview.data || waiting) ? null : (
              <Table.Tr>
                <Table.Td colSpan={3} c="dimmed">
                  {preview.data ? 'Ninguna regla activa en el grupo.' : 'Calculando…'}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Text fw={700} aria-live="polite" data-testid="puntos-ticket">
          Puntos del ticket: {preview.data ? formatNumber(preview.data.puntos) : '…'}
        </Text>
      </Stack>
    </Paper>
  );
}
