import { VEHICLE_TYPES, type Vehicle, VehicleSchema } from '@ac/shared';
import { Text } from '@mantine/core';
import { joinParts } from '../../kit/format';
import { yesNoFilter } from '../../kit/list-page';
import { recordLinkColumn } from '../../kit/record-link';
import { RecordListPage } from '../../kit/record-list-page';
import { StateBadges } from '../../kit/state-badges';
import { VEHICLES_PATH } from './api';
import { VehicleForm } from './vehicle-form';
import { limitLabel, VEHICLE_TYPE_LABELS, vehicleName } from './vehiculos-format';

export function VehicleList() {
  return (
    <RecordListPage<Vehicle>
      route="vehiculos"
      title="Gestión de Vehículos"
      description="Vehículos de los clientes y sus tarjetas: límites, productos permitidos, PIN y bloqueos."
      create={{
        permission: 'can_create_vehiculo',
        label: 'Nuevo vehículo',
        form: (frame, area) => <VehicleForm idgrupo={area.grupo} {...frame} />,
      }}
      path={VEHICLES_PATH}
      schema={VehicleSchema}
      defaultSort="matricula"
      searchPlaceholder="Buscar por matrícula, cliente, marca o tarjeta…"
      filters={[
        {
          kind: 'select',
          key: 'tipo',
          label: 'Tipo',
          options: VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] ?? t })),
        },
        yesNoFilter('activo', 'Activo'),
        yesNoFilter('bloqueado', 'Bloqueado'),
        { kind: 'switch', key: 'pin', label: 'PIN erróneos' },
      ]}
      columns={[
        {
          key: 'matricula',
          header: 'Matrícula',
          sort: true,
          pin: true,
          render: (v) => (
            <Text span size="sm" ff="monospace">
              {v.matricula}
            </Text>
          ),
        },
        recordLinkColumn('cliente', 'Cliente', 'cliente', (v) => v.idcliente, { maxWidth: '11rem' }),
        { key: 'marca', header: 'Vehículo', sort: true, value: vehicleName, hideBelow: 'lg' },
        { key: 'tipo', header: 'Tipo', sort: true, value: (v) => VEHICLE_TYPE_LABELS[v.tipo] ?? v.tipo },
        { key: 'tarjeta', header: 'Tarjeta', value: (v) => v.tarjeta || 'Sin tarjeta' },
        {
          key: 'limitediario',
          header: 'Límite diario',
          value: (v) => limitLabel(v.limitediario, v.unidadlimite),
        },
        {
          key: 'limitemensual',
          header: 'Límite mensual',
          value: (v) => limitLabel(v.limitemensual, v.unidadlimite),
        },
        { key: 'kmactual', header: 'Km', type: 'number', hidden: true },
        {
          key: 'estado',
          header: 'Estado',
          value: (v) => joinParts(v.activo ? 'Activo' : 'De baja', v.bloqueado && 'Bloqueado'),
          render: (v) => <StateBadges active={v.activo} blocked={v.bloqueado} gender="masculine" />,
        },
        { key: 'motivobloqueo', header: 'Motivo del bloqueo', hidden: true },
      ]}
      rowLabel={(v) => `Abrir vehículo ${v.matricula}`}
      emptyText="No hay vehículos en el área de trabajo elegida."
    />
  );
}
