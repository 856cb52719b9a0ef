import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { http } from '../lib/http';
import { describeError } from './api-errors';

/** A PDF of the API (`path`) fetched with the session headers, as a Blob. */
export const fetchPdf = (path: string, query?: Record<string, string | number | undefined>) =>
  http.get<Blob>(path, { query, responseType: 'blob', quiet: true });

export type PdfSource = { title: string; fileName: string; fetch: () => Promise<Blob>; frameTitle?: string };

/**
 * A PDF in a dialog, shown through an object URL (the API needs the session headers, so no plain link),
 * with "Abrir en una pestaña nueva" and "Descargar". `source` null keeps it closed.
 */
export function PdfModal({ source, onClose }: { source: PdfSource | null; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!source) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    setFailed(null);
    source
      .fetch()
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      })
      .catch((error) => {
        if (!cancelled) setFailed(describeError(error).message);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);

  return (
    <Modal opened={!!source} onClose={onClose} size="xl" title={source?.title ?? ''}>
      {failed ? (
        <Text c="red.9" role="alert">
          No se ha podido obtener el PDF. {failed}
        </Text>
      ) : url ? (
        <Stack gap="xs">
          <iframe
            title={source?.frameTitle ?? source?.title}
            src={url}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
          <Group justify="flex-end">
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              Abrir en una pestaña nueva
            </Button>
            <Button component="a" href={url} download={source?.fileName} variant="light">
              Descargar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="center" p="xl">
          <Loader size="sm" />
          <Text c="dimmed">Generando el PDF…</Text>
        </Group>
      )}
    </Modal>
  );
}
