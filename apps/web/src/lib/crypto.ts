/**
 * Symmetric encryption of what the client keeps in browser storage (spec §9: the login data
 * is encrypted with a fixed secret embedded in the client). This hides the data from casual
 * inspection of storage; it is not a defence against code running in the page.
 */
const EMBEDDED_KEY = 'b3k9Vd2mQ7xL0pZs4Rj8Wc1Ny6Ta5Ue2'; // 32 bytes → AES-256
const IV_BYTES = 12;

let keyPromise: Promise<CryptoKey> | null = null;

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', new TextEncoder().encode(EMBEDDED_KEY), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encrypts a JSON-serialisable value to base64(iv ‖ ciphertext). */
export async function encryptJson(value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), plain));
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64(out);
}

/** Decrypts what encryptJson produced; null when the text is missing, tampered or not ours. */
export async function decryptJson(text: string | null): Promise<unknown> {
  if (!text) return null;
  try {
    const bytes = fromBase64(text);
    const iv = bytes.slice(0, IV_BYTES);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await key(), bytes.slice(IV_BYTES));
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
