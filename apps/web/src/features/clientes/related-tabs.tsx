import { CustomerUserSchema, CustomerVehicleSchema } from '@ac/shared';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { QueryTable } from '../../kit/data-table';
import { capital, formatAmount, formatNumber } from '../../kit/format';
import { useCan } from '../../kit/permissions';
import { StateBadges } from '../../kit/state-badges';
import { useRecordList } from '../../kit/use-record';
import { SUB } from './api';

/** App users attached to the customer; each opens in Gestión de Usuarios. */
export function UsersTab({ customerid }: { customerid: number }) {
  const q = useRecordList(SUB.users, { customerid, limit: 500 }, CustomerUserSchema);
  const canOpen = useCan('can_view_usuario');
  return (
    <QueryTable
      columns={[
        {
          key: 'nombre',
          header: 'Nombre',
          value: (u) => `${u.nombre} ${u.apellidos}`.trim(),
          render: (u) =>
            canOpen ? (
              <Anchor component={Link} to={`/usuarios/${u.id}`} size="sm">
                {`${u.nombre} ${u.apellidos}`.trim()}
              </Anchor>
            ) : (
              `${u.nombre} ${u.apellidos}`.trim()
            ),
        },
        { key: 'email', header: 'Correo electrónico' },
        { key: 'telefono', header: 'Teléfono', hideBelow: 'lg' },
        { key: 'puntos', header: 'Puntos', type: 'number' },
        { key: 'activo', header: 'Activo', type: 'boolean' },
        { key: 'verificado', header: 'Verificado', type: 'boolean', hideBelow: 'lg' },
        { key: 'fechaalta', header: 'Alta', type: 'date', hideBelow: 'md' },
        { key: 'ultimoacceso', header: 'Último acceso', type: 'datetime' },
      ]}
      query={q}
      rowKey={(u) => u.id}
      skeletonRows={3}
      emptyText="Ningún usuario de la app está asociado a este cliente."
    />
  );
}

const limit = (value: number | null, unit: string) =>
  value === null ? 'Sin límite' : unit === 'litros' ? `${formatNumber(value)} l` : formatAmount(value);

/** The customer's vehicles and their cards (read-only here; edited in Gestión de Vehículos). */
export function VehiclesTab({ customerid }: { customerid: number }) {
  const q = useRecordList(SUB.vehicles, { customerid, limit: 500 }, CustomerVehicleSchema);
  const canOpen = useCan('can_view_vehiculo');
  const navigate = useNavigate();
  return (
    <QueryTable
      columns={[
        {
          key: 'matricula',
          header: 'Matrícula',
          render: (v) =>
            canOpen ? (
              <Anchor component={Link} to={`/vehiculos/${v.id}`} size="sm" ff="monospace">
                {v.matricula}
              </Anchor>
            ) : (
              <Text span size="sm" ff="monospace">
                {v.matricula}
              </Text>
            ),
        },
        { key: 'vehiculo', header: 'Vehículo', value: (v) => `${v.marca} ${v.modelo}`.trim() },
        { key: 'tipo', header: 'Tipo', value: (v) => capital(v.tipo) },
        { key: 'tarjeta', header: 'Tarjeta' },
        { key: 'limitediario', header: 'Límite diario', value: (v) => limit(v.limitediario, v.unidadlimite) },
        {
          key: 'limitemensual',
          header: 'Límite mensual',
          value: (v) => limit(v.limitemensual, v.unidadlimite),
        },
        {
          key: 'estado',
          header: 'Estado',
          render: (v) => <StateBadges active={v.activo} blocked={v.bloqueado} gender="masculine" />,
        },
      ]}
      query={q}
      rowKey={(v) => v.id}
      // The whole row opens the vehicle, as in Gestión de Vehículos (not only its plate).
      onOpen={canOpen ? (v) => navigate(`/vehiculos/${v.id}`) : undefined}
      rowLabel={(v) => `Abrir el vehículo ${v.matricula}`}
      skeletonRows={3}
      emptyText="El cliente no tiene vehículos."
    />
  );
}
