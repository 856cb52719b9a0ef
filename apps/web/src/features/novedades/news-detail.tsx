import { type News, NewsFieldsSchema, newsState } from '@ac/shared/novedades';
import {
  Button,
  FileInput,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhotoUp, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { describeError } from '../../kit/api-errors';
import { DayInput } from '../../kit/date-inputs';
import { DetailFallback, DetailPage, isLoaded } from '../../kit/detail-page';
import { formatDate, isoDay } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { useCan } from '../../kit/permissions';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect } from '../../kit/resource-select';
import { saveResource } from '../../kit/save-resource';
import { groupSource } from '../../kit/sources';
import { useRecordList } from '../../kit/use-record';
import { useCanWrite } from '../../kit/use-record-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { useWorkArea } from '../../work-area/work-area-context';
import { fileProblem, NEWS_PATH, newsKeys, removeImage, uploadImage, useNews, useNewsImage } from './api';
import { NewsStateBadge } from './news-state';
import classes from './novedades.module.css';
import { PhonePreview } from './phone-preview';
import { RichTextEditor } from './rich-text-editor';

const GroupRow = z.object({ idgrupo: z.number(), grupo: z.string() });

/** What the saved state means for the app's users, in words. */
function stateText(n: News): string {
  switch (n.estado) {
    case 'borrador':
      return 'Borrador: no se ve en la app.';
    case 'programada':
      return `Programada: se verá en la app desde el ${formatDate(n.fechapublicacion)}.`;
    case 'caducada':
      return `Caducada: dejó de verse en la app el ${formatDate(n.fechafin)}.`;
    default:
      return `Publicada: se ve en la app${n.fechafin ? ` hasta el ${formatDate(n.fechafin)}` : ''}.`;
  }
}

/** The image of a saved news item: shown, replaced (checked here, then by its bytes on the server) or removed. */
function ImagePanel({
  news,
  imageUrl,
  onChanged,
}: {
  news: News;
  imageUrl: string | null;
  onChanged: (n: News) => void;
}) {
  const canEdit = useCan('can_edit_novedad');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(news.id, file),
    onSuccess: (saved) => {
      notifySuccess('Imagen guardada');
      onChanged(saved);
    },
    onError: (e) => setProblem(describeError(e).message),
  });
  const remove = useMutation({
    mutationFn: () => removeImage(news.id),
    onSuccess: (saved) => {
      notifySuccess('Imagen quitada');
      onChanged(saved);
    },
    onError: (e) => setProblem(describeError(e).message),
  });
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Imagen
        </Title>
        {imageUrl ? (
          <img className={classes.thumb} src={imageUrl} alt="Imagen actual de la novedad" />
        ) : (
          <Text size="sm" c="dimmed">
            Sin imagen.
          </Text>
        )}
        {canEdit ? (
          <Group align="flex-end" gap="xs">
            <FileInput
              flex={1}
              label={news.imagentipo ? 'Cambiar la imagen' : 'Subir una imagen'}
              description="PNG, JPEG o WebP de hasta 2 MB; se ve en la cabecera de la tarjeta (16:9)"
              accept="image/png,image/jpeg,image/webp"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              clearable={false}
              value={null}
              error={problem}
              disabled={upload.isPending}
              onChange={(file) => {
                setProblem(null);
                if (!file) return;
                const wrong = fileProblem(file);
                if (wrong) setProblem(wrong);
                else upload.mutate(file);
              }}
            />
            {news.imagentipo ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Quitar imagen
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The form and, beside it, the phone preview of what is being typed. */
function NewsEditor({ news, onSaved }: { news: News | null; onSaved: (n: News) => void }) {
  const { scope } = useWorkArea();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite('novedad', news);
  const [imageStamp, setImageStamp] = useState(0);
  const publishing = useRef(false);
  const groups = useRecordList('/v1/ambito/grupos', { limit: 500, sort: 'grupo' }, GroupRow);
  const start = scope?.grupo || undefined;
  const form = useResourceForm({
    schema: NewsFieldsSchema,
    initial: news ?? { idgrupo: start, grupos: start ? [start] : [], fechapublicacion: isoDay() },
    onSubmit: (values) => saveResource<News>(NEWS_PATH, values, news),
    invalidates: [newsKeys.all],
    onSaved: (saved) => {
      notifySuccess(publishing.current ? 'Novedad publicada' : news ? 'Novedad guardada' : 'Novedad creada');
      publishing.current = false;
      onSaved(saved);
    },
  });
  const values = form.values as Record<string, unknown>;
  const imageUrl = useNewsImage(
    news?.id ?? null,
    news?.imagentipo ? `${news.imagentipo}-${news.imagentamano}-${imageStamp}` : null,
  );
  const publish = () => {
    const today = isoDay();
    publishing.current = true;
    form.setValue('activo', true);
    if (String(values.fechapublicacion) > today) form.setValue('fechapublicacion', today);
    if (values.fechafin && String(values.fechafin) < today) form.setValue('fechafin', null);
    void form.submit();
  };
  const imageChanged = (saved: News) => {
    queryClient.setQueryData(newsKeys.one({ id: saved.id }), saved);
    void queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
    setImageStamp((n) => n + 1);
  };
  const live = newsState(
    {
      activo: Boolean(values.activo),
      fechapublicacion: String(values.fechapublicacion ?? ''),
      fechafin: (values.fechafin as string | null) ?? null,
    },
    isoDay(),
  );

  const body = (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <ResourceForm
            form={form}
            readOnly={!canWrite}
            label="Datos de la novedad"
            submitLabel={news ? 'Guardar cambios' : 'Crear novedad'}
          >
            <Stack gap="xs">
              {news ? null : (
                <ResourceSelect
                  label="Grupo que la publica"
                  required
                  source={groupSource}
                  {...form.id('idgrupo')}
                  onChange={(id) => {
                    form.setValue('idgrupo', id);
                    if (id && !((values.grupos as number[]) ?? []).length) form.setValue('grupos', [id]);
                  }}
                />
              )}
              <TextInput label="Título" required maxLength={120} {...form.text('titulo')} />
              <Textarea
                label="Resumen"
                description={`Se ve en la lista de la app (${String(values.resumen ?? '').length}/280)`}
                autosize
                minRows={2}
                maxLength={280}
                {...form.text('resumen')}
              />
              <RichTextEditor
                key={news?.version ?? 'nueva'}
                label="Texto"
                description="Negrita, cursiva, títulos, listas y enlaces; lo demás no se guarda"
                readOnly={!canWrite}
                value={String(values.contenido ?? '')}
                onChange={(html) => form.setValue('contenido', html)}
                error={form.error('contenido')}
              />
              <Grid gutter="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <DayInput
                    label="Publicación"
                    description="Desde ese día se ve en la app"
                    required
                    {...form.field<string | null>('fechapublicacion')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <DayInput
                    label="Fin"
                    description="Vacía: sin fin"
                    {...form.field<string | null>('fechafin')}
                  />
                </Grid.Col>
              </Grid>
              <MultiSelect
                label="Destinatarios"
                description="Los grupos cuyos usuarios de la app la verán"
                required
                searchable
                data={(groups.data ?? []).map((g) => ({ value: String(g.idgrupo), label: g.grupo }))}
                value={((values.grupos as number[]) ?? []).map(String)}
                onChange={(v) => form.setValue('grupos', v.map(Number))}
                error={form.error('grupos')}
              />
              <Group gap="xl" align="flex-start">
                <Switch label="Destacada" {...form.checkbox('destacado')} />
                <Switch
                  label="Activa"
                  description="Se ve en la app entre sus fechas"
                  {...form.checkbox('activo')}
                />
              </Group>
              <Text size="sm" c="dimmed" aria-live="polite">
                Al guardar quedará: <NewsStateBadge estado={live} />
              </Text>
            </Stack>
          </ResourceForm>
          {news ? (
            <ImagePanel news={news} imageUrl={imageUrl} onChanged={imageChanged} />
          ) : (
            <Text size="sm" c="dimmed">
              Guarde la novedad para añadirle una imagen.
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="xs">
          <Title order={2} size="h5">
            Vista previa en la app
          </Title>
          <PhonePreview
            titulo={String(values.titulo ?? '')}
            resumen={String(values.resumen ?? '')}
            contenido={String(values.contenido ?? '')}
            fechapublicacion={(values.fechapublicacion as string | null) ?? null}
            destacado={Boolean(values.destacado)}
            imageUrl={imageUrl}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );

  if (!news)
    return (
      <DetailPage back={{ to: '/novedades', label: 'Noticias y novedades' }} title="Nueva novedad">
        {body}
      </DetailPage>
    );
  return (
    <DetailPage
      back={{ to: '/novedades', label: 'Noticias y novedades' }}
      title={news.titulo}
      subtitle={`${stateText(news)} ${news.grupo ? `Publica: ${news.grupo}.` : ''} Destinatarios: ${(news.destinatarios ?? []).join(', ')}.`}
      badges={<NewsStateBadge estado={news.estado} size="md" />}
      remove={{
        permission: 'can_delete_novedad',
        path: NEWS_PATH,
        id: news.id,
        what: `la novedad «${news.titulo}»`,
        message: 'Novedad eliminada',
      }}
      actions={
        <Group gap="xs">
          {canWrite && news.estado !== 'publicada' ? (
            <Button
              leftSection={<IconSend size={14} aria-hidden />}
              loading={form.submitting}
              onClick={publish}
            >
              Publicar ahora
            </Button>
          ) : null}
        </Group>
      }
    >
      {body}
    </DetailPage>
  );
}

function Existing({ id }: { id: number }) {
  const q = useNews(id);
  if (!isLoaded(q))
    return <DetailFallback query={q} title="No se ha podido abrir la novedad" backTo="/novedades" />;
  return <NewsEditor key={q.data.version} news={q.data} onSaved={() => void q.refetch()} />;
}

export function NewsDetail({ id }: { id: number | null }) {
  const navigate = useNavigate();
  if (id) return <Existing id={id} />;
  return (
    <NewsEditor news={null} onSaved={(saved) => navigate(`/novedades/${saved.id}`, { replace: true })} />
  );
}
