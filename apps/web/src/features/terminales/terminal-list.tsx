import { type Terminal, TerminalSchema } from '@ac/shared/terminales';
import { CreateDialog } from '../../kit/create-dialog';
import { ListPage, YES_NO } from '../../kit/list-page';
import { PageHeader } from '../../kit/page-header';
import { useWorkArea } from '../../work-area/work-area-context';
import { TERMINALS_PATH } from './api';
import { OnlineBadge } from './online-badge';
import { TerminalForm } from './terminal-form';

export function TerminalList() {
  const { scope } = useWorkArea();
  return (
    <>
      <PageHeader
        title="Terminales"
        description="Los terminales de las estaciones: si llaman al centro, su versión, sus módulos y su clave."
        showWorkArea
      />
      <ListPage<Terminal>
        id="terminales"
        path={TERMINALS_PATH}
        schema={TerminalSchema}
        workArea={{ grupo: 'idgrupo', empresa: 'idempresa', local: 'idlocal' }}
        defaultSort="descripcion"
        searchPlaceholder="Buscar por descripción, número de serie o modelo…"
        filters={[
          {
            kind: 'select',
            key: 'enlinea',
            label: 'Estado',
            options: [
              { value: 'true', label: 'En línea' },
              { value: 'false', label: 'Fuera de línea' },
            ],
          },
          { kind: 'select', key: 'activo', label: 'Activo', options: YES_NO },
        ]}
        columns={[
          { key: 'descripcion', header: 'Descripción', sort: true },
          { key: 'numeroserie', header: 'Número de serie', sort: true },
          { key: 'local', header: 'Estación' },
          { key: 'tipo', header: 'Tipo' },
          { key: 'estado', header: 'Estado', width: 130, render: (t) => <OnlineBadge terminal={t} /> },
          { key: 'ultimaconexion', header: 'Última conexión', type: 'datetime' },
          { key: 'modelo', header: 'Modelo' },
          { key: 'versionsw', header: 'Versión' },
          { key: 'ip', header: 'Dirección IP', hidden: true },
          { key: 'activo', header: 'Activo', type: 'boolean' },
        ]}
        rowKey={(t) => t.id}
        rowLabel={(t) => `Abrir terminal ${t.descripcion} (${t.local})`}
        rowHref={(t) => `/terminales/${t.id}`}
        emptyText="No hay terminales en el área de trabajo elegida."
        actions={
          <CreateDialog<Terminal>
            permission="can_create_terminal"
            label="Nuevo terminal"
            to="/terminales"
            form={(frame) => <TerminalForm idlocal={scope?.local ?? 0} {...frame} />}
          />
        }
      />
    </>
  );
}
