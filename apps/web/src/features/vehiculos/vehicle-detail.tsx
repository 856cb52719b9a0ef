import type { Vehicle } from '@ac/shared';
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatNumber, joinParts } from '../../kit/format';
import { OperationsTable, TicketsTable } from '../../kit/movement-tables';
import { RecordDetailPage } from '../../kit/record-detail-page';
import { HeaderStateBadges } from '../../kit/state-badges';
import { useCatalogue, useVehicle, VEHICLES_PATH } from './api';
import { VehicleActions } from './vehicle-actions';
import { VehicleForm } from './vehicle-form';
import { limitLabel, VEHICLE_TYPE_LABELS, vehicleName } from './vehiculos-format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The card and what it may buy: masked number, PIN, attempts, limits, products. */
function CardTab({ vehicle: v }: { vehicle: Vehicle }) {
  const catalogue = useCatalogue();
  return (
    <Stack gap="md" maw={900}>
      {v.bloqueado ? (
        <Alert color="red" title="Tarjeta bloqueada">
          {v.motivobloqueo || 'Sin motivo indicado.'}
        </Alert>
      ) : null}
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label="Tarjeta">
            <Text span ff="monospace" size="sm">
              {v.tarjeta || 'Sin tarjeta'}
            </Text>
          </Fact>
          <Fact label="PIN">{v.tienepin ? 'Fijado (cifrado)' : 'Sin PIN'}</Fact>
          <Fact label="PIN erróneos seguidos">{`${v.pinerroneos} de 3`}</Fact>
          <Fact label="Límite diario">{limitLabel(v.limitediario, v.unidadlimite)}</Fact>
          <Fact label="Límite mensual">{limitLabel(v.limitemensual, v.unidadlimite)}</Fact>
          <Fact label="Kilómetros">
            {v.controlkm
              ? `Controlados · última lectura ${v.kmactual === null ? '—' : formatNumber(v.kmactual)}`
              : 'No se controlan'}
          </Fact>
        </SimpleGrid>
      </Card>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Productos permitidos
        </Text>
        {v.productos.length ? (
          <Group gap={6}>
            {v.productos.map((id) => (
              <Badge key={id} variant="light" radius="sm">
                {catalogue.name(id)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Todos los productos del grupo del cliente.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

export function VehicleDetail({ id }: { id: number }) {
  const vehicle = useVehicle(id);
  return (
    <RecordDetailPage
      query={vehicle}
      auditKind="vehiculo"
      resource="vehiculo"
      back={{ to: '/vehiculos', label: 'Vehículos' }}
      failure="No se ha podido abrir el vehículo"
      form={(v, frame) => <VehicleForm vehicle={v} {...frame} />}
      page={(v) => ({
        title: <span style={{ fontFamily: 'monospace' }}>{v.matricula}</span>,
        subtitle: joinParts(
          vehicleName(v),
          VEHICLE_TYPE_LABELS[v.tipo] ?? v.tipo,
          v.cliente,
          v.tarjeta ? `tarjeta ${v.tarjeta}` : 'sin tarjeta',
          v.fechabaja && `baja ${formatDate(v.fechabaja)}`,
        ),
        badges: (
          <HeaderStateBadges
            active={v.activo}
            gender="masculine"
            inactive="De baja"
            blocked={v.bloqueado}
            reason={v.motivobloqueo}
          />
        ),
        actions: <VehicleActions vehicle={v} />,
        remove: { path: VEHICLES_PATH, what: `el vehículo ${v.matricula}`, message: 'Vehículo eliminado' },
        tabs: [
          { value: 'tarjeta', label: 'Tarjeta y límites', render: () => <CardTab vehicle={v} /> },
          {
            value: 'operaciones',
            label: 'Operaciones',
            render: () => <OperationsTable filter={{ idvehiculo: id }} csv={`operaciones-${v.matricula}`} />,
          },
          {
            value: 'tickets',
            label: 'Tickets',
            render: () => <TicketsTable filter={{ idvehiculo: id }} csv={`tickets-${v.matricula}`} />,
          },
        ],
      })}
    />
  );
}
