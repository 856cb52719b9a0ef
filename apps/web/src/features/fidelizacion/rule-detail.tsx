import { LOYALTY_RULE_TYPES, type LoyaltyRule, LoyaltyRuleFieldsSchema, WEEKDAYS } from '@ac/shared';
import {
  Badge,
  Chip,
  Grid,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { AmountInput } from '../../kit/amount-input';
import { DayInput } from '../../kit/date-inputs';
import { DetailPage } from '../../kit/detail-page';
import { FormGrid } from '../../kit/form-grid';
import { capital } from '../../kit/format';
import { RecordDetailPage } from '../../kit/record-detail-page';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { groupSource, useGroupStations } from '../../kit/sources';
import { HeaderStateBadges } from '../../kit/state-badges';
import { useCanWrite, useRecordForm } from '../../kit/use-record-form';
import { useWorkArea } from '../../work-area/work-area-context';
import { RULES_PATH, ruleKeys, useCatalogue, useRule } from './api';
import { RulePreview } from './rule-preview';

const BACK = { to: '/fidelizacion', label: 'Reglas de Fidelización' };
const VALUE_HELP: Record<string, string> = {
  'puntos por litro': 'Puntos por cada litro de sus productos',
  'puntos por euro': 'Puntos por cada euro de sus productos',
  multiplicador: 'Multiplica los puntos de las reglas de prioridad anterior (2 = el doble)',
  'bono fijo': 'Puntos fijos por ticket que cumpla la regla',
};

function RuleForm({ rule, onSaved }: { rule: LoyaltyRule | null; onSaved: (r: LoyaltyRule) => void }) {
  const { scope } = useWorkArea();
  const canWrite = useCanWrite('fidelizacion', rule);
  const form = useRecordForm({
    schema: LoyaltyRuleFieldsSchema,
    record: rule,
    blank: { idgrupo: scope?.grupo || undefined, tipo: 'puntos por euro' },
    path: RULES_PATH,
    invalidates: [ruleKeys.all],
    notices: ['Regla guardada', 'Regla creada'],
    onSaved,
  });
  const idgrupo = Number((form.values as Record<string, unknown>).idgrupo) || 0;
  const stations = useGroupStations(idgrupo);
  const catalogue = useCatalogue(idgrupo);
  const tipo = String((form.values as Record<string, unknown>).tipo ?? '');
  const values = form.values as Record<string, unknown>;
  /** An optional time of day (HH:mm): left empty, it is null. */
  const hour = (path: 'horadesde' | 'horahasta') => ({
    placeholder: 'HH:mm',
    ...form.field<string | null>(path),
    value: (values[path] as string | null) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setValue(path, e.currentTarget.value || null),
  });
  const numbers = (path: string) => ({
    value: ((values[path] as number[]) ?? []).map(String),
    onChange: (v: string[]) => form.setValue(path, v.map(Number)),
    error: form.error(path),
  });
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <ResourceForm
          form={form}
          readOnly={!canWrite}
          label="Regla de fidelización"
          createLabel="Crear regla"
        >
          <FormGrid>
            {rule ? null : (
              <ResourceSelect label="Grupo" required source={groupSource} {...form.id('idgrupo')} />
            )}
            <TextInput label="Nombre" required {...form.text('nombre')} />
            <Select
              label="Tipo"
              required
              data={LOYALTY_RULE_TYPES.map((t) => ({ value: t, label: capital(t) }))}
              {...form.field<string | null>('tipo')}
            />
            <NumberInput
              label="Valor"
              required
              description={VALUE_HELP[tipo]}
              min={0}
              decimalScale={4}
              decimalSeparator=","
              {...form.number('valor')}
            />
            <NumberInput
              label="Prioridad"
              required
              description="1 se aplica primero"
              min={1}
              max={999}
              allowDecimal={false}
              {...form.number('prioridad', 10)}
            />
            <MultiSelect
              label="Productos"
              description="Vacío: todos"
              searchable
              clearable
              data={(catalogue.data ?? []).map((p) => ({
                value: String(p.idproducto),
                label: `${p.codigo} · ${p.descripcion}`,
              }))}
              {...numbers('productos')}
            />
            <MultiSelect
              label="Estaciones"
              description="Vacío: todas las del grupo"
              searchable
              clearable
              data={stations.map((s) => ({ value: String(s.idlocal), label: s.local }))}
              {...numbers('locales')}
            />
            <DayInput label="Desde" {...form.field<string | null>('fechadesde')} />
            <DayInput label="Hasta" {...form.field<string | null>('fechahasta')} />
            <Input.Wrapper
              label="Días de la semana"
              description="Ninguno marcado: todos"
              error={form.error('dias')}
            >
              <Chip.Group multiple {...numbers('dias')}>
                <Group gap={4} mt={6}>
                  {WEEKDAYS.map((d, i) => (
                    <Chip key={d} value={String(i + 1)} size="xs">
                      {capital(d).slice(0, 3)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
            <Group grow gap="xs" align="flex-start">
              <TextInput label="Hora desde" {...hour('horadesde')} />
              <TextInput label="Hora hasta" {...hour('horahasta')} />
            </Group>
            <AmountInput
              label="Importe mínimo del ticket"
              fixedDecimalScale
              suffix=" €"
              {...form.number('importeminimo', 0)}
            />
            <Switch label="Activa" mt="md" {...form.checkbox('activo')} />
          </FormGrid>
          {rule?.enuso ? (
            <Text size="xs" c="dimmed" mt="xs">
              Esta regla ya ha dado puntos: puede desactivarse, pero no eliminarse.
            </Text>
          ) : null}
        </ResourceForm>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {idgrupo ? (
          <RulePreview idgrupo={idgrupo} idregla={rule?.id ?? null} regla={form.values} />
        ) : (
          <Text c="dimmed">Elija el grupo para ver la vista previa.</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}

function Existing({ id }: { id: number }) {
  const rule = useRule(id);
  return (
    <RecordDetailPage
      query={rule}
      auditKind="reglafidelizacion"
      resource="fidelizacion"
      back={BACK}
      failure="No se ha podido abrir la regla"
      page={(r, reload) => ({
        title: r.nombre,
        subtitle: `${capital(r.tipo)} · prioridad ${r.prioridad}${r.grupo ? ` · ${r.grupo}` : ''}`,
        badges: (
          <>
            <HeaderStateBadges active={r.activo} gender="feminine" />
            {r.enuso ? (
              <Badge color="blue" variant="outline" radius="sm">
                En uso
              </Badge>
            ) : null}
          </>
        ),
        remove: {
          path: RULES_PATH,
          what: `la regla «${r.nombre}»`,
          message: 'Regla eliminada',
          // The API refuses it too (409); said before the reason is typed in vain.
          blocked: r.enuso ? 'Ya ha dado puntos: puede desactivarse, pero no eliminarse' : undefined,
        },
        children: <RuleForm key={r.version} rule={r} onSaved={reload} />,
      })}
    />
  );
}

export function RuleDetail({ id }: { id: number | null }) {
  const navigate = useNavigate();
  if (id) return <Existing id={id} />;
  return (
    <Stack gap="sm">
      <DetailPage back={BACK} title="Nueva regla de fidelización">
        <RuleForm rule={null} onSaved={(saved) => navigate(`/fidelizacion/${saved.id}`, { replace: true })} />
      </DetailPage>
    </Stack>
  );
}
