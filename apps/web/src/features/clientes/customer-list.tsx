import { type Customer, CustomerSchema } from '@ac/shared';
import { Badge, Text } from '@mantine/core';
import { yesNoFilter } from '../../kit/list-page';
import { RecordListPage } from '../../kit/record-list-page';
import { CUSTOMERS_PATH } from './api';
import { CustomerForm } from './customer-form';

const CONTADO = [
  { value: 'true', label: 'De contado' },
  { value: 'false', label: 'De crédito' },
];

export function CustomerList() {
  return (
    <RecordListPage<Customer>
      route="clientes"
      title="Gestión de Clientes"
      description="Clientes del grupo: datos, configuración, bancos, tarifas, opciones de TPV, tickets y operaciones."
      chooseGroup={{
        title: 'Elija un grupo para ver sus clientes',
        text: 'Los clientes pertenecen a un grupo. Elija el grupo en el área de trabajo: la lista mostrará solo los clientes de ese grupo.',
      }}
      create={{
        permission: 'can_create_cliente',
        label: 'Nuevo cliente',
        form: (frame, area) => <CustomerForm idgrupo={area.grupo} {...frame} />,
      }}
      path={CUSTOMERS_PATH}
      schema={CustomerSchema}
      defaultSort="nombre"
      searchPlaceholder="Buscar por código, nombre, NIF o población…"
      filters={[
        yesNoFilter('activo', 'Activo'),
        { kind: 'select', key: 'contado', label: 'Tipo', options: CONTADO },
        { kind: 'switch', key: 'tpvpendiente', label: 'Opciones TPV sin enviar' },
      ]}
      columns={[
        { key: 'codigo', header: 'Código', sort: true, width: 90 },
        {
          key: 'nombre',
          header: 'Nombre',
          sort: true,
          render: (c) => (
            <Text size="sm" fw={500} span>
              {c.nombre}
              {c.nombrecomercial && c.nombrecomercial !== c.nombre ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {c.nombrecomercial}
                </Text>
              ) : null}
            </Text>
          ),
        },
        // On a phone the code, the name and whether it is active: the rest is in the customer's page.
        { key: 'nif', header: 'NIF', sort: true, width: 120, hideBelow: 'md' },
        { key: 'poblacion', header: 'Población', sort: true, hideBelow: 'md' },
        { key: 'provincia', header: 'Provincia', hidden: true },
        { key: 'telefono', header: 'Teléfono', hidden: true },
        { key: 'email', header: 'Correo electrónico', hidden: true },
        {
          key: 'contado',
          header: 'Tipo',
          value: (c) => (c.contado ? 'Contado' : 'Crédito'),
          render: (c) => (
            <Badge size="xs" radius="sm" variant="light" color={c.contado ? 'gray' : 'blue'}>
              {c.contado ? 'Contado' : 'Crédito'}
            </Badge>
          ),
          width: 90,
          hideBelow: 'md',
        },
        { key: 'activo', header: 'Activo', type: 'boolean', width: 80 },
        { key: 'fechaalta', header: 'Alta', type: 'date', sort: true, hidden: true },
      ]}
      rowLabel={(c) => `Abrir cliente ${c.codigo} ${c.nombre}`}
      emptyText="Este grupo aún no tiene clientes."
    />
  );
}
