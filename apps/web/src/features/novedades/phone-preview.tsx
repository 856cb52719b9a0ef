import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '../../kit/format';
import { cleanHtml } from './clean-html';
import classes from './novedades.module.css';

interface Props {
  titulo: string;
  resumen: string;
  contenido: string;
  fechapublicacion: string | null;
  destacado: boolean;
  imageUrl: string | null;
}

/** The news item as the app shows it on a phone: cover image, title, date, summary and the text. */
export function PhonePreview(props: Props) {
  return (
    <figure className={classes.phone} aria-label="Vista previa en la app" style={{ margin: '0 auto' }}>
      <div className={classes.statusBar} aria-hidden>
        <span>9:41</span>
        <span>5G ▮▮▮</span>
      </div>
      <div className={classes.appBar}>Novedades</div>
      <div className={classes.screen}>
        <article className={classes.card}>
          {props.imageUrl ? (
            <img className={classes.cover} src={props.imageUrl} alt="Imagen de la novedad" />
          ) : (
            <div className={classes.noCover}>Sin imagen</div>
          )}
          <div className={classes.cardBody}>
            <Group gap={6} mb={4}>
              {props.destacado ? (
                <Badge size="xs" color="orange" variant="filled" radius="sm">
                  Destacada
                </Badge>
              ) : null}
              <Text size="xs" c="gray.7">
                {props.fechapublicacion ? formatDate(props.fechapublicacion) : 'Sin fecha'}
              </Text>
            </Group>
            <Text fw={700} size="md" lh={1.25} mb={6}>
              {props.titulo || 'Título de la novedad'}
            </Text>
            {props.resumen ? (
              <Text size="sm" c="gray.7" mb={8}>
                {props.resumen}
              </Text>
            ) : null}
            <div
              className={classes.richText}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: cut to the allow-list by cleanHtml
              dangerouslySetInnerHTML={{ __html: cleanHtml(props.contenido) }}
            />
          </div>
        </article>
      </div>
    </figure>
  );
}
