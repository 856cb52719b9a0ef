import {
  type AppAudit,
  AppAuditSchema,
  auditActionLabel,
  LoyaltyMovementSchema,
  type Ticket,
  TicketSchema,
  UserCardSchema,
  UserVehicleSchema,
} from '@ac/shared';
import { Badge } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { CursorTable, useCursorList } from '../../kit/cursor-table';
import { QueryTable } from '../../kit/data-table';
import { DateRangeInputs, lastMonths } from '../../kit/date-inputs';
import { formatAmount, formatDate, formatNumber } from '../../kit/format';
import { OperationsTable, pointsColumn, ticketColumn } from '../../kit/movement-tables';
import { useCan } from '../../kit/permissions';
import { RecordDetailPage } from '../../kit/record-detail-page';
import { RecordLink, recordLinkColumn } from '../../kit/record-link';
import { HeaderStateBadges } from '../../kit/state-badges';
import { useRecordList } from '../../kit/use-record';
import { USERS_PATH, useUser } from './api';
import { UserForm } from './user-form';

function Cards({ userid }: { userid: number }) {
  const q = useRecordList('/v1/users/cards', { userid }, UserCardSchema);
  return (
    <QueryTable
      columns={[
        { key: 'tarjeta', header: 'Tarjeta' },
        { key: 'tipo', header: 'Tipo', type: 'code' },
        { key: 'activa', header: 'Activa', type: 'boolean' },
        { key: 'fechaalta', header: 'Alta', type: 'date' },
      ]}
      query={q}
      rowKey={(r) => r.id}
      emptyText="El usuario no tiene tarjetas."
    />
  );
}

function Vehicles({ userid }: { userid: number }) {
  const q = useRecordList('/v1/users/vehicles', { userid }, UserVehicleSchema);
  return (
    <QueryTable
      columns={[
        { key: 'matricula', header: 'Matrícula' },
        { key: 'marca', header: 'Marca' },
        { key: 'modelo', header: 'Modelo' },
        { key: 'alias', header: 'Alias' },
      ]}
      query={q}
      rowKey={(r) => r.id}
      emptyText="El usuario no tiene vehículos."
    />
  );
}

type LoyaltyMovement = z.infer<typeof LoyaltyMovementSchema>;

function Points({ userid }: { userid: number }) {
  const list = useCursorList<LoyaltyMovement>(
    '/v1/users/points',
    { userid },
    { schema: LoyaltyMovementSchema },
  );
  return (
    <CursorTable
      list={list}
      csv={`puntos-usuario-${userid}`}
      columns={[
        { key: 'fecha', header: 'Fecha', type: 'datetime' },
        // On a phone the points, the balance and the ticket: the sign of the points tells the kind.
        { key: 'tipo', header: 'Movimiento', type: 'code', hideBelow: 'sm' },
        pointsColumn(),
        { key: 'saldo', header: 'Saldo', type: 'number' },
        ticketColumn(),
        { key: 'motivo', header: 'Motivo', hideBelow: 'sm' },
      ]}
      rowKey={(m) => m.id}
      emptyText="Sin movimientos de puntos."
    />
  );
}

function Tickets({ userid }: { userid: number }) {
  const list = useCursorList<Ticket>('/tickets', { idusuario: userid }, { limit: 50, schema: TicketSchema });
  return (
    <CursorTable
      list={list}
      csv={`tickets-usuario-${userid}`}
      columns={[
        { key: 'numero', header: 'Número' },
        { key: 'fecha', header: 'Fecha', type: 'datetime' },
        // On a phone the number, the day and the total, as in the customer's tickets.
        { key: 'local', header: 'Estación', hideBelow: 'sm' },
        recordLinkColumn<Ticket>('matricula', 'Matrícula', 'vehiculo', (t) => t.idvehiculo, {
          hideBelow: 'md',
        }),
        { key: 'formapago', header: 'Forma de pago', type: 'code', hideBelow: 'sm' },
        { key: 'total', header: 'Total', type: 'amount', render: (t) => formatAmount(t.total) },
      ]}
      rowKey={(t) => t.id}
      emptyText="Sin tickets."
    />
  );
}

function AppAuditTab({ userid }: { userid: number }) {
  const [range, setRange] = useState(() => lastMonths(1));
  const list = useCursorList<AppAudit>(
    '/v1/audit/app',
    { idusuario: userid, datesince: range.since, dateto: range.to },
    { schema: AppAuditSchema },
  );
  return (
    <CursorTable
      list={list}
      csv={`actividad-app-usuario-${userid}`}
      toolbar={<DateRangeInputs value={range} onChange={setRange} />}
      columns={[
        { key: 'fecha', header: 'Fecha', type: 'datetime' },
        { key: 'accion', header: 'Acción', value: (a) => auditActionLabel(a.accion) },
        { key: 'detalle', header: 'Detalle' },
        { key: 'dispositivo', header: 'Dispositivo', hideBelow: 'lg' },
        { key: 'ip', header: 'Dirección IP', hideBelow: 'lg' },
      ]}
      rowKey={(a) => a.id}
      emptyText="Sin actividad en la app en esas fechas."
    />
  );
}

export function UserDetail({ id }: { id: number }) {
  const user = useUser(id);
  const canAudit = useCan('can_view_auditoria');
  // The centre's operations are listed with the customers' permission (the vehicles the user drives).
  const canSeeOperations = useCan('can_view_cliente');

  return (
    <RecordDetailPage
      query={user}
      auditKind="usuario"
      resource="usuario"
      back={{ to: '/usuarios', label: 'Usuarios' }}
      failure="No se ha podido abrir el usuario"
      form={(u, frame) => <UserForm user={u} {...frame} />}
      page={(u) => ({
        title: `${u.nombre} ${u.apellidos}`.trim(),
        subtitle: (
          <>
            {u.email}
            {u.cliente ? (
              <>
                {' · cliente '}
                <RecordLink kind="cliente" id={u.idcliente}>
                  {u.cliente}
                </RecordLink>
              </>
            ) : null}
            {` · alta ${formatDate(u.fechaalta)}`}
          </>
        ),
        badges: (
          <>
            <HeaderStateBadges active={u.activo} gender="masculine" />
            {u.verificado ? (
              <Badge color="blue" variant="light" radius="sm">
                Verificado
              </Badge>
            ) : null}
            <Badge color="amber.9" variant="light" radius="sm">
              {formatNumber(u.puntos)} puntos
            </Badge>
          </>
        ),
        remove: {
          path: USERS_PATH,
          what: `el usuario ${u.nombre} ${u.apellidos}`,
          message: 'Usuario eliminado',
        },
        tabs: [
          { value: 'tarjetas', label: 'Tarjetas', render: () => <Cards userid={id} /> },
          { value: 'vehiculos', label: 'Vehículos', render: () => <Vehicles userid={id} /> },
          { value: 'puntos', label: 'Puntos', render: () => <Points userid={id} /> },
          { value: 'tickets', label: 'Tickets', render: () => <Tickets userid={id} /> },
          {
            value: 'operaciones',
            label: 'Operaciones',
            hidden: !canSeeOperations,
            render: () => <OperationsTable filter={{ idusuario: id }} csv={`operaciones-usuario-${id}`} />,
          },
          {
            value: 'auditoria',
            label: 'Auditoría app',
            hidden: !canAudit,
            render: () => <AppAuditTab userid={id} />,
          },
        ],
      })}
    />
  );
}
