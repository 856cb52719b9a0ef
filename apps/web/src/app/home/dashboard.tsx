import { type Dashboard, DashboardSchema } from '@ac/shared';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconKey, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarsChart } from '../../kit/charts';
import { capital, formatAmount, formatNumber, isoDay } from '../../kit/format';
import { TabLoader } from '../../kit/tab-loader';
import { useRecord } from '../../kit/use-record';
import { useWorkArea } from '../../work-area/work-area-context';
import classes from './home-page.module.css';

/** Where each figure leads: the list that shows those rows, filtered through its URL. */
export const dashboardLinks = {
  operations: (filters: { resultado?: string; motivo?: string }) => {
    const today = isoDay();
    const q = new URLSearchParams({ tab: 'autorizaciones', desde: today, hasta: today, ...filters });
    return `/operacioncredito?${q}`;
  },
  credit: (filter: 'cerca' | 'excedidos') => `/operacioncredito?tab=saldos&${filter}=true`,
  tpv: '/clientes?tpvpendiente=true',
  pin: '/vehiculos?pin=true',
};

function Block(props: {
  title: string;
  icon: ReactNode;
  total: number;
  totalText: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Group gap={8} wrap="nowrap">
          {props.icon}
          <Title order={3} className={classes.blockTitle}>
            {props.title}
          </Title>
        </Group>
        <Anchor component={Link} to={props.to} size="sm" fw={600}>
          {props.totalText}
        </Anchor>
      </Group>
      {props.total ? props.children : <Text size="sm">Nada pendiente.</Text>}
    </Paper>
  );
}

/** A short list of rows, each a link to its record. */
function Rows({ rows }: { rows: { key: number; to: string; title: string; detail: ReactNode }[] }) {
  return (
    <ul className={classes.rows}>
      {rows.map((r) => (
        <li key={r.key}>
          <Anchor component={Link} to={r.to} size="sm" fw={600}>
            {r.title}
          </Anchor>
          <Text span size="sm">
            {r.detail}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function Operations({ o }: { o: NonNullable<Dashboard['operaciones']> }) {
  const total = o.aprobadas + o.denegadas;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Autorizaciones de hoy">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={3} className={classes.blockTitle}>
          Autorizaciones de hoy
        </Title>
        <Group gap="md">
          <Anchor
            component={Link}
            to={dashboardLinks.operations({ resultado: 'aprobada' })}
            size="sm"
            fw={600}
          >
            {formatNumber(o.aprobadas)} aprobadas
          </Anchor>
          <Anchor
            component={Link}
            to={dashboardLinks.operations({ resultado: 'denegada' })}
            size="sm"
            fw={600}
            c="red.9"
          >
            {formatNumber(o.denegadas)} denegadas
          </Anchor>
        </Group>
      </Group>
      {total === 0 ? <Text size="sm">Ninguna autorización hoy.</Text> : null}
      {o.motivos.length ? (
        <>
          <BarsChart
            title="Denegaciones por motivo"
            data={o.motivos.map((m) => ({ motivo: capital(m.motivo), total: m.total }))}
            x="motivo"
            series={[{ name: 'total', label: 'Denegaciones', color: 'red.6' }]}
            horizontal
            h={Math.max(120, o.motivos.length * 34 + 40)}
          />
          <ul className={classes.reasons} aria-label="Ver las denegaciones de cada motivo">
            {o.motivos.map((m) => (
              <li key={m.motivo}>
                <Anchor component={Link} to={dashboardLinks.operations({ motivo: m.motivo })} size="sm">
                  {capital(m.motivo)}: {formatNumber(m.total)}
                </Anchor>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Paper>
  );
}

/** Inicio's dashboard of the chosen work area: only the blocks the user's permissions allow. */
export function WorkAreaDashboard() {
  const { scope } = useWorkArea();
  if (!scope?.grupo) return null;
  const query: Record<string, number> = { idgrupo: scope.grupo };
  if (scope.local) query.idlocal = scope.local;
  else if (scope.empresa) query.idempresa = scope.empresa;
  return <DashboardBlocks query={query} />;
}

function DashboardBlocks({ query }: { query: Record<string, number> }) {
  const dashboard = useRecord('/v1/dashboard', query, DashboardSchema);
  const d = dashboard.data;
  if (!d) return <TabLoader error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!d.operaciones && !d.credito && !d.tpv && !d.pin) return null;
  return (
    <section aria-labelledby="dashboard-title">
      <Title order={2} id="dashboard-title" className={classes.sectionTitle}>
        Resumen del área de trabajo
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {d.operaciones ? <Operations o={d.operaciones} /> : null}
        {d.credito ? (
          <Block
            title="Crédito cerca del límite"
            icon={<IconCreditCard size={18} aria-hidden />}
            total={d.credito.superado + d.credito.cerca}
            totalText={`${formatNumber(d.credito.superado)} superado · ${formatNumber(d.credito.cerca)} cerca`}
            to={dashboardLinks.credit('cerca')}
          >
            <Stack gap={4}>
              <Rows
                rows={d.credito.clientes.map((c) => ({
                  key: c.id,
                  to: `/clientes/${c.id}?tab=configuracion`,
                  title: `${c.codigo} · ${c.nombre}`,
                  detail: (
                    <>
                      {' '}
                      {formatAmount(c.riesgo)} de {formatAmount(c.limitecredito)}
                      {c.riesgo > c.limitecredito ? (
                        <Badge ml={6} size="xs" color="red" variant="filled" radius="sm">
                          Superado
                        </Badge>
                      ) : null}
                    </>
                  ),
                }))}
              />
              {d.credito.superado ? (
                <Anchor component={Link} to={dashboardLinks.credit('excedidos')} size="sm">
                  Ver los que superan su límite
                </Anchor>
              ) : null}
            </Stack>
          </Block>
        ) : null}
        {d.tpv ? (
          <Block
            title="Opciones TPV pendientes de enviar"
            icon={<IconSend size={18} aria-hidden />}
            total={d.tpv.total}
            totalText={`${formatNumber(d.tpv.total)} sin enviar`}
            to={dashboardLinks.tpv}
          >
            <Rows
              rows={d.tpv.opciones.map((o) => ({
                key: o.id,
                to: `/clientes/${o.idcliente}?tab=tpv`,
                title: o.cliente,
                detail: ` · ${o.descripcion}`,
              }))}
            />
          </Block>
        ) : null}
        {d.pin ? (
          <Block
            title="PIN erróneos repetidos"
            icon={<IconKey size={18} aria-hidden />}
            total={d.pin.total}
            totalText={`${formatNumber(d.pin.total)} ${d.pin.total === 1 ? 'tarjeta' : 'tarjetas'}`}
            to={dashboardLinks.pin}
          >
            <Rows
              rows={d.pin.vehiculos.map((v) => ({
                key: v.id,
                to: `/vehiculos/${v.id}`,
                title: v.matricula,
                detail: (
                  <>
                    {` · ${v.cliente} · `}
                    {v.bloqueado ? (
                      <Text span size="sm" c="red.9" fw={600}>
                        <IconAlertTriangle size={13} aria-hidden /> bloqueada
                      </Text>
                    ) : (
                      `${v.pinerroneos} de 3 fallos`
                    )}
                  </>
                ),
              }))}
            />
          </Block>
        ) : null}
      </SimpleGrid>
      {d.credito?.capped ? (
        <Text size="xs" mt="xs">
          El crédito se ha calculado sobre los primeros 2.000 clientes con límite del grupo.
        </Text>
      ) : null}
    </section>
  );
}
