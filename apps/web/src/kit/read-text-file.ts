/**
 * A text file's contents as the person wrote it: UTF-8 (with or without its mark), else Windows-1252,
 * what Excel in Spanish writes with «Guardar como CSV» (read as UTF-8 its accents would be lost: «Caf�»).
 */
export async function readTextFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
