import { type Customer, CustomerSchema } from '@ac/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../kit/api-errors';
import { type BulkReport, BulkReportView } from '../../kit/bulk-report';
import { DayInput } from '../../kit/date-inputs';
import { FailureAlert } from '../../kit/failure-alert';
import { FormGrid } from '../../kit/form-grid';
import { count } from '../../kit/format';
import { GroupPage } from '../../kit/group-page';
import { ListPage, YES_NO } from '../../kit/list-page';
import { notifySuccess } from '../../kit/notify';
import { PageHeader } from '../../kit/page-header';
import { useCan } from '../../kit/permissions';
import { ResourceSelect } from '../../kit/resource-select';
import { rateSource } from '../../kit/sources';
import { http } from '../../lib/http';

const CONTADO = [
  { value: 'true', label: 'De contado' },
  { value: 'false', label: 'De crédito' },
];
const bool = (v: string | null) => (v === null ? undefined : v === 'true');
const customers = (n: number) => count(n, 'cliente', 'clientes');

/** Pick customers (by the list's filters or ticked by hand), a tariff and dates; preview, then assign. */
function Assignment({ grupo }: { grupo: number }) {
  const queryClient = useQueryClient();
  const [idtarifa, setIdtarifa] = useState<number | null>(null);
  const [fechadesde, setDesde] = useState<string | null>(null);
  const [fechahasta, setHasta] = useState<string | null>(null);
  const [mode, setMode] = useState<'filtro' | 'mano'>('filtro');
  const [q, setQ] = useState('');
  const [activo, setActivo] = useState<string | null>('true');
  const [contado, setContado] = useState<string | null>(null);
  const [ticked, setTicked] = useState<Set<string | number>>(new Set());
  const [report, setReport] = useState<BulkReport | null>(null);
  const changed = () => setReport(null);
  /** A field's onChange: its value, and the last report no longer speaks of what is on screen. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      changed();
    };

  const body = () => ({
    idtarifa,
    fechadesde,
    fechahasta,
    ...(mode === 'mano'
      ? { customers: [...ticked].map(Number) }
      : { filtro: { q: q.trim() || undefined, activo: bool(activo), contado: bool(contado) } }),
  });
  const run = useMutation({
    mutationFn: (preview: boolean) => http.post<BulkReport>('/v1/rates/assign', { ...body(), preview }),
    onSuccess: async (result) => {
      setReport(result);
      if (!result.simulacion) {
        await queryClient.invalidateQueries({ queryKey: ['/v1/customerrates'] });
        notifySuccess(`Tarifa asignada a ${customers(result.aplicados)}`);
      }
    },
  });
  const failure = run.error ? describeError(run.error) : null;
  /** A yes/no filter of the customers: empty lets every one through. */
  const choice = (
    label: string,
    data: typeof YES_NO,
    value: string | null,
    set: (v: string | null) => void,
  ) => <Select label={label} data={data} value={value} clearable placeholder="Todos" onChange={edit(set)} />;
  const ready = idtarifa && fechadesde && (mode === 'filtro' || ticked.size > 0);

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        <FormGrid cols={3}>
          <ResourceSelect
            label="Tarifa"
            required
            source={rateSource(grupo)}
            value={idtarifa}
            onChange={edit(setIdtarifa)}
            error={failure?.fields.idtarifa}
          />
          <DayInput
            label="Desde"
            required
            value={fechadesde}
            onChange={edit(setDesde)}
            error={failure?.fields.fechadesde}
          />
          <DayInput
            label="Hasta (opcional)"
            value={fechahasta}
            onChange={edit(setHasta)}
            error={failure?.fields.fechahasta}
          />
        </FormGrid>
      </Paper>
      <SegmentedControl
        aria-label="Cómo elegir los clientes"
        value={mode}
        onChange={edit((v) => setMode(v as 'filtro' | 'mano'))}
        data={[
          { value: 'filtro', label: 'Clientes por filtro' },
          { value: 'mano', label: 'Elegir clientes a mano' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'filtro' ? (
        <FormGrid cols={3}>
          <TextInput
            label="Buscar"
            placeholder="Código, nombre, NIF o población"
            value={q}
            onChange={edit((e) => setQ(e.currentTarget.value))}
          />
          {choice('Activo', YES_NO, activo, setActivo)}
          {choice('Tipo', CONTADO, contado, setContado)}
        </FormGrid>
      ) : (
        <Text size="sm" aria-live="polite">
          {count(ticked.size, 'cliente elegido', 'clientes elegidos')}
        </Text>
      )}
      {mode === 'mano' ? (
        <ListPage<Customer>
          id="asignaciontarifas-clientes"
          prefix="c."
          path="/v1/customers"
          schema={CustomerSchema}
          workArea={{ grupo: 'idgrupo' }}
          defaultSort="nombre"
          searchPlaceholder="Buscar cliente…"
          columns={[
            { key: 'codigo', header: 'Código', width: 90 },
            { key: 'nombre', header: 'Nombre' },
            { key: 'poblacion', header: 'Población' },
            { key: 'activo', header: 'Activo', type: 'boolean', width: 80 },
          ]}
          rowKey={(c) => c.id}
          selection={{
            selected: ticked,
            onChange: edit(setTicked),
            name: (c) => `${c.codigo} ${c.nombre}`,
          }}
        />
      ) : null}
      <FailureAlert
        message={
          failure && failure.kind !== 'fields'
            ? failure.message
            : (failure?.fields.customers ?? failure?.fields.filtro ?? null)
        }
      />
      {report && report.total === 0 ? (
        <Alert color="gray" variant="light" role="status">
          Ningún cliente cumple el filtro.
        </Alert>
      ) : null}
      {report ? (
        <BulkReportView
          report={report}
          keyHeader="Cliente"
          keyLabel={String}
          skipped={(n) => `${customers(n)} no la ${n === 1 ? 'recibe' : 'reciben'}:`}
          done={(n, simulated) =>
            simulated ? `Se asignará la tarifa a ${customers(n)}.` : `Tarifa asignada a ${customers(n)}.`
          }
        />
      ) : null}
      {report && !report.simulacion ? null : (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!ready}
            loading={run.isPending && run.variables}
            onClick={() => run.mutate(true)}
          >
            Previsualizar
          </Button>
          <Button
            disabled={!ready || !report?.aplicados}
            loading={run.isPending && !run.variables}
            onClick={() => run.mutate(false)}
          >
            Asignar{report?.aplicados ? ` a ${customers(report.aplicados)}` : ''}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export default function AsignaciontarifasPage() {
  const canAssign = useCan('can_edit_precio');
  if (!canAssign)
    return (
      <>
        <PageHeader title="Asignación Tarifas" />
        <Alert color="gray" variant="light" title="Solo consulta">
          Su usuario puede ver las tarifas pero no asignarlas: hace falta el permiso de editar precios. Las
          tarifas que tiene cada cliente están en{' '}
          <Anchor component={Link} to="/tarifasclientes" underline="always">
            Tarifas clientes
          </Anchor>
          .
        </Alert>
      </>
    );
  return (
    <GroupPage
      title="Asignación Tarifas"
      description="Asigne una tarifa con sus fechas a muchos clientes a la vez: primero vea a quién se asignará y a quién no, y por qué."
      chooseGroup={{
        title: 'Elija un grupo para asignar sus tarifas',
        text: 'Las tarifas y los clientes son de un grupo. Elija el grupo en el área de trabajo.',
      }}
    >
      {(grupo) => <Assignment key={grupo} grupo={grupo} />}
    </GroupPage>
  );
}
