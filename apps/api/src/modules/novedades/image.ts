import { NEWS_IMAGE_MAX_BYTES, type NewsImageType } from '@ac/shared/novedades';

/** The image type by its first bytes (the magic numbers), or null when it is none the app shows. */
export function sniffImage(bytes: Buffer): NewsImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const NAMES: Record<NewsImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`;

/** What is wrong with an uploaded image, in words for the person who sent it, or null. */
export function imageProblem(bytes: Buffer, declared: string): string | null {
  if (!bytes.length) return 'El fichero está vacío';
  if (bytes.length > NEWS_IMAGE_MAX_BYTES)
    return `La imagen ocupa ${sizeText(bytes.length)}; el máximo es ${sizeText(NEWS_IMAGE_MAX_BYTES)}`;
  const found = sniffImage(bytes);
  if (!found) return 'El fichero no es una imagen PNG, JPEG o WebP';
  const said = declared.toLowerCase().replace('image/jpg', 'image/jpeg');
  if (said !== found)
    return `El fichero se presenta como «${declared}» pero su contenido es una imagen ${NAMES[found]}`;
  return null;
}
