import { NEWS_STATES, type News, NewsSchema } from '@ac/shared/novedades';
import { useNavigate } from 'react-router';
import { CreateButton } from '../../kit/actions';
import { ListPage, YES_NO } from '../../kit/list-page';
import { PageHeader } from '../../kit/page-header';
import { NEWS_PATH } from './api';
import { NewsStateBadge, STATE_LABEL } from './news-state';

export function NewsList() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Noticias y novedades"
        description="Lo que ven en la app los usuarios de cada grupo, entre su fecha de publicación y su fecha de fin."
        showWorkArea
      />
      <ListPage<News>
        id="novedades"
        path={NEWS_PATH}
        schema={NewsSchema}
        workArea={{ grupo: 'idgrupo' }}
        defaultSort="-fechapublicacion"
        searchPlaceholder="Buscar por título o resumen…"
        filters={[
          {
            kind: 'select',
            key: 'estado',
            label: 'Estado',
            options: NEWS_STATES.map((s) => ({ value: s, label: STATE_LABEL[s] })),
          },
          { kind: 'select', key: 'destacado', label: 'Destacada', options: YES_NO },
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
        rowKey={(n) => n.id}
        rowLabel={(n) => `Abrir la novedad ${n.titulo}`}
        rowHref={(n) => `/novedades/${n.id}`}
        emptyText="No hay novedades en el área de trabajo elegida."
        actions={
          <CreateButton permission="can_create_novedad" onClick={() => navigate('/novedades/nueva')}>
            Nueva novedad
          </CreateButton>
        }
      />
    </>
  );
}
