import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_TYPES, type News, NewsSchema } from '@ac/shared/novedades';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { resourceKeys } from '../../kit/query-keys';
import { useRecord } from '../../kit/use-record';
import { http } from '../../lib/http';

export const NEWS_PATH = '/v1/news';
export const IMAGE_PATH = '/v1/news/image';
export const newsKeys = resourceKeys(NEWS_PATH);
const imageKey = (id: number) => [...newsKeys.all, 'imagen', id] as const;

export const useNews = (id: number) => useRecord(NEWS_PATH, { id }, NewsSchema);

/** What is wrong with a chosen file before sending it (the server checks its bytes again). */
export function fileProblem(file: File): string | null {
  if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Elija una imagen PNG, JPEG o WebP';
  if (file.size > NEWS_IMAGE_MAX_BYTES)
    return `La imagen ocupa ${(file.size / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB; el máximo es 2 MB`;
  return null;
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** `POST /v1/news/image`: the file as base64 with the type the browser says it has. */
export const uploadImage = async (id: number, file: File) =>
  http.post<News>(IMAGE_PATH, { id, tipo: file.type, nombre: file.name, datos: await base64Of(file) });

export const removeImage = (id: number) => http.delete<News>(IMAGE_PATH, { query: { id } });

/**
 * The stored image as an object URL (the request carries the session headers, which an `<img src>`
 * cannot), fetched again when the image changes (`stamp`), and released when no longer shown.
 */
export function useNewsImage(id: number | null, stamp: string | null) {
  const query = useQuery({
    queryKey: [...imageKey(id ?? 0), stamp],
    queryFn: ({ signal }) => http.get<Blob>(IMAGE_PATH, { query: { id }, signal, responseType: 'blob' }),
    enabled: Boolean(id && stamp),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data || !stamp) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data, stamp]);
  return url;
}
