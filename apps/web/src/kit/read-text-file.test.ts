import { describe, expect, it } from 'vitest';
import { readTextFile } from './read-text-file';

describe('reading a CSV the user chose', () => {
  it('reads UTF-8 (its mark dropped) and the Windows-1252 that Excel in Spanish saves', async () => {
    const text = 'codigolocal;descripcionlocal\nT101;GASÓLEO CAMIÓN\nT102;Café solo\n';
    expect(await readTextFile(new Blob([text]))).toBe(text);
    expect(await readTextFile(new Blob(['\uFEFF', text]))).toBe(text);
    // Ó is 0xD3 and é is 0xE9 in Windows-1252: bytes that are not UTF-8.
    const cp1252 = Uint8Array.from([...text].map((c) => ({ Ó: 0xd3, é: 0xe9 })[c] ?? c.charCodeAt(0)));
    expect(await readTextFile(new Blob([cp1252]))).toBe(text);
  });
});
