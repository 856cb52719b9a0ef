import { NEWS_STATES, type News, NewsSchema } from '@ac/shared/novedades';
import { useNavigate } from 'react-router';
import { CreateButton } from '../../kit/actions';
import { yesNoFilter } from '../../kit/list-page';
import { RecordListPage } from '../../kit/record-list-page';
import { NEWS_PATH } from './api';
import { NewsStateBadge, STATE_LABEL } from './news-state';

export function NewsList() {
  const navigate = useNavigate();
  return (
    <RecordListPage<News>
      route="novedades"
      title="Noticias y novedades"
      description="Lo que ven en la app los usuarios de cada grupo, entre su fecha de publicación y su fecha de fin."
      path={NEWS_PATH}
      schema={NewsSchema}
      defaultSort="-fechapublicacion"
      searchPlaceholder="Buscar por título o resumen…"
      filters={[
        {
          kind: 'select',
          key: 'estado',
          label: 'Estado',
          options: NEWS_STATES.map((s) => ({ value: s, label: STATE_LABEL[s] })),
        },
        yesNoFilter('destacado', 'Destacada'),
      ]}
      columns={[
        { key: 'titulo', header: 'Título', sort: true },
        // Who publishes it is one of its audience: the column goes first when space runs short.
        { key: 'grupo', header: 'Grupo', hideBelow: 'lg' },
        { key: 'destinatarios', header: 'Destinatarios', value: (n) => (n.destinatarios ?? []).join(', ') },
        { key: 'fechapublicacion', header: 'Publicación', type: 'date', sort: true },
        { key: 'fechafin', header: 'Fin', type: 'date' },
        {
          key: 'estado',
          header: 'Estado',
          value: (n) => (n.estado ? STATE_LABEL[n.estado] : ''),
          render: (n) => <NewsStateBadge estado={n.estado} />,
        },
        { key: 'destacado', header: 'Destacada', type: 'boolean' },
        { key: 'imagentipo', header: 'Imagen', value: (n) => (n.imagentipo ? 'Sí' : 'No') },
      ]}
      rowLabel={(n) => `Abrir la novedad ${n.titulo}`}
      emptyText="No hay novedades en el área de trabajo elegida."
      actions={
        <CreateButton permission="can_create_novedad" onClick={() => navigate('/novedades/nueva')}>
          Nueva novedad
        </CreateButton>
      }
    />
  );
}
