import { type Customer, CustomerSchema } from '@ac/shared';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateDialog } from '../../kit/create-dialog';
import { ListPage, YES_NO } from '../../kit/list-page';
import { PageHeader } from '../../kit/page-header';
import { useWorkArea } from '../../work-area/work-area-context';
import { searchGroups } from '../../work-area/work-area-reducer';
import { CUSTOMERS_PATH } from './api';
import { CustomerForm } from './customer-form';

const CONTADO = [
  { value: 'true', label: 'De contado' },
  { value: 'false', label: 'De crédito' },
];

/** No group chosen: the list would mix every group, so ask for one (here or in the sidebar). */
function ChooseGroup() {
  const { entries, confirm } = useWorkArea();
  const groups = searchGroups(entries);
  const [busy, setBusy] = useState<number | null>(null);
  const openSidebarPanel = () => {
    const panel = document.querySelector<HTMLElement>('section[aria-label="Area de Trabajo"]');
    const header = panel?.querySelector<HTMLElement>('button[aria-expanded]');
    if (header?.getAttribute('aria-expanded') === 'false') header.click();
    window.setTimeout(() => panel?.querySelector<HTMLInputElement>('input')?.focus(), 200);
  };
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm" maw={560} mx="auto" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="petrol" aria-hidden>
          <IconMapPin size={26} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          Elija un grupo para ver sus clientes
        </Text>
        <Text c="dimmed" size="sm">
          Los clientes pertenecen a un grupo. Elija el grupo en el área de trabajo: la lista mostrará solo los
          clientes de ese grupo.
        </Text>
        {groups.length ? (
          <Group justify="center" gap="xs">
            {groups.map((g) => (
              <Button
                key={g.idgrupo}
                variant="light"
                loading={busy === g.idgrupo}
                onClick={async () => {
                  setBusy(g.idgrupo);
                  try {
                    await confirm({
                      grupo: g.idgrupo,
                      empresa: 0,
                      local: 0,
                      idcuentacomercial: g.idcuentacomercial,
                      nombre: g.grupo,
                    });
                  } finally {
                    setBusy(null);
                  }
                }}
              >
                {g.grupo}
              </Button>
            ))}
          </Group>
        ) : null}
        <Button variant="subtle" size="xs" onClick={openSidebarPanel}>
          Abrir el panel Área de Trabajo
        </Button>
      </Stack>
    </Paper>
  );
}

export function CustomerList() {
  const { scope } = useWorkArea();
  const grupo = scope?.grupo ?? 0;
  return (
    <>
      <PageHeader
        title="Gestión de Clientes"
        description="Clientes del grupo: datos, configuración, bancos, tarifas, opciones de TPV, tickets y operaciones."
        showWorkArea
      />
      {grupo > 0 ? (
        <ListPage<Customer>
          id="clientes"
          path={CUSTOMERS_PATH}
          schema={CustomerSchema}
          workArea={{ grupo: 'idgrupo' }}
          defaultSort="nombre"
          searchPlaceholder="Buscar por código, nombre, NIF o población…"
          filters={[
            { kind: 'select', key: 'activo', label: 'Activo', options: YES_NO },
            { kind: 'select', key: 'contado', label: 'Tipo', options: CONTADO },
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
            { key: 'nif', header: 'NIF', sort: true, width: 120 },
            { key: 'poblacion', header: 'Población', sort: true },
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
            },
            { key: 'activo', header: 'Activo', type: 'boolean', width: 80 },
            { key: 'fechaalta', header: 'Alta', type: 'date', sort: true, hidden: true },
          ]}
          rowKey={(c) => c.id}
          rowLabel={(c) => `Abrir cliente ${c.codigo} ${c.nombre}`}
          rowHref={(c) => `/clientes/${c.id}`}
          emptyText="Este grupo aún no tiene clientes."
          actions={
            <CreateDialog<Customer>
              permission="can_create_cliente"
              label="Nuevo cliente"
              to="/clientes"
              form={(frame) => <CustomerForm idgrupo={grupo} {...frame} />}
            />
          }
        />
      ) : (
        <ChooseGroup />
      )}
    </>
  );
}
