import { type Terminal, TerminalSchema } from '@ac/shared/terminales';
import { yesNoFilter } from '../../kit/list-page';
import { RecordListPage } from '../../kit/record-list-page';
import { TERMINALS_PATH } from './api';
import { OnlineBadge } from './online-badge';
import { TerminalForm, TYPE_OPTIONS } from './terminal-form';

export function TerminalList() {
  return (
    <RecordListPage<Terminal>
      route="terminales"
      title="Terminales"
      description="Los terminales de las estaciones: si llaman al centro, su versión, sus módulos y su clave."
      create={{
        permission: 'can_create_terminal',
        label: 'Nuevo terminal',
        form: (frame, area) => <TerminalForm idlocal={area.local} {...frame} />,
      }}
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
        yesNoFilter('activo', 'Activo'),
      ]}
      columns={[
        { key: 'descripcion', header: 'Descripción', sort: true },
        { key: 'numeroserie', header: 'Número de serie', sort: true },
        { key: 'local', header: 'Estación', maxWidth: '12rem' },
        { key: 'tipo', header: 'Tipo', options: TYPE_OPTIONS },
        {
          key: 'estado',
          header: 'Estado',
          type: 'code',
          width: 130,
          render: (t) => <OnlineBadge terminal={t} />,
        },
        { key: 'ultimaconexion', header: 'Última conexión', type: 'datetime' },
        { key: 'modelo', header: 'Modelo', hideBelow: 'lg' },
        { key: 'versionsw', header: 'Versión', hideBelow: 'lg' },
        { key: 'ip', header: 'Dirección IP', hidden: true },
        { key: 'activo', header: 'Activo', type: 'boolean' },
      ]}
      rowLabel={(t) => `Abrir terminal ${t.descripcion} (${t.local})`}
      emptyText="No hay terminales en el área de trabajo elegida."
    />
  );
}
