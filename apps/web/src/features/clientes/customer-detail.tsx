import { CustomerConfigSchema } from '@ac/shared';
import { Badge } from '@mantine/core';
import { formatDate, joinParts } from '../../kit/format';
import { OperationsTable, TicketsTable } from '../../kit/movement-tables';
import { useCan } from '../../kit/permissions';
import { RecordDetailPage } from '../../kit/record-detail-page';
import { HeaderStateBadges } from '../../kit/state-badges';
import { useRecord } from '../../kit/use-record';
import { CUSTOMERS_PATH, SUB, useCustomer } from './api';
import { BanksTab } from './banks-tab';
import { ConfigTab } from './config-tab';
import { CustomerForm } from './customer-form';
import { DepartmentsTab } from './departments-tab';
import { RatesTab } from './rates-tab';
import { UsersTab, VehiclesTab } from './related-tabs';
import { RiskMeter } from './risk-meter';
import { TaxTab } from './tax-tab';
import { TpvOptionsTab } from './tpv-options-tab';

export function CustomerDetail({ id }: { id: number }) {
  const customer = useCustomer(id);
  const config = useRecord(SUB.configuration, { customerid: id }, CustomerConfigSchema);
  const canEdit = useCan('can_edit_cliente');
  const cfg = config.data;

  return (
    <RecordDetailPage
      query={customer}
      auditKind="cliente"
      resource="cliente"
      back={{ to: '/clientes', label: 'Clientes' }}
      failure="No se ha podido abrir el cliente"
      form={(c, frame) => <CustomerForm customer={c} {...frame} />}
      page={(c) => ({
        title: c.nombre,
        subtitle: joinParts(
          `Código ${c.codigo}`,
          `NIF ${c.nif}`,
          c.nombrecomercial !== c.nombre && c.nombrecomercial,
          c.grupo,
          c.poblacion,
          `alta ${formatDate(c.fechaalta)}`,
        ),
        badges: (
          <>
            <HeaderStateBadges
              active={c.activo}
              gender="masculine"
              blocked={cfg?.bloqueado}
              reason={cfg?.motivobloqueo}
            />
            <Badge color={c.contado ? 'gray' : 'blue'} variant="light" radius="sm">
              {c.contado ? 'Contado' : 'Crédito'}
            </Badge>
            {cfg?.profesional ? (
              <Badge color="violet" variant="light" radius="sm">
                Profesional
              </Badge>
            ) : null}
          </>
        ),
        actions: <RiskMeter config={cfg} />,
        remove: {
          path: CUSTOMERS_PATH,
          what: `el cliente ${c.codigo} ${c.nombre}`,
          message: 'Cliente eliminado',
        },
        tabs: [
          {
            value: 'configuracion',
            label: 'Configuración',
            render: () => <ConfigTab customerid={id} readOnly={!canEdit} />,
          },
          { value: 'fiscal', label: 'Fiscal', render: () => <TaxTab customerid={id} readOnly={!canEdit} /> },
          {
            value: 'tpv',
            label: 'Opciones TPV',
            render: () => <TpvOptionsTab customerid={id} idgrupo={c.idgrupo} />,
          },
          {
            value: 'tarifas',
            label: 'Tarifas',
            render: () => <RatesTab customerid={id} idgrupo={c.idgrupo} />,
          },
          { value: 'bancos', label: 'Bancos', render: () => <BanksTab customerid={id} titular={c.nombre} /> },
          {
            value: 'departamentos',
            label: 'Departamentos',
            render: () => <DepartmentsTab customerid={id} />,
          },
          { value: 'usuarios', label: 'Usuarios', render: () => <UsersTab customerid={id} /> },
          { value: 'vehiculos', label: 'Vehículos', render: () => <VehiclesTab customerid={id} /> },
          {
            value: 'tickets',
            label: 'Tickets',
            render: () => <TicketsTable filter={{ idcliente: id }} csv={`tickets-cliente-${c.codigo}`} />,
          },
          {
            value: 'operaciones',
            label: 'Operaciones',
            render: () => (
              <OperationsTable filter={{ idcliente: id }} csv={`operaciones-cliente-${c.codigo}`} />
            ),
          },
        ],
      })}
    />
  );
}
