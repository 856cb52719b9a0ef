import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { storedKey } from './stored-key';

const VERSION = 'v1';

/** SECRETS_KEY as 32 bytes: 64 hexadecimal characters or base64 of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32)
    throw new Error(
      'SECRETS_KEY no es válida: debe ser una clave de 32 bytes en hexadecimal (64 caracteres) o en base64 ' +
        '(genere una con: openssl rand -base64 32)',
    );
  return key;
}

/**
 * Secrets kept in the database (a payment gateway's key) are encrypted with AES-256-GCM under SECRETS_KEY.
 * In production the key must come from the environment: without it the server refuses to start. Elsewhere
 * (`npm start`, tests) a development key is made once and kept in the database, with a warning.
 */
export async function secretsKey(
  db: Db,
  config: { secretsKey?: string; production: boolean },
  warn: (m: string) => void,
): Promise<Buffer> {
  if (config.secretsKey) return parseSecretsKey(config.secretsKey);
  if (config.production)
    throw new Error(
      'Falta SECRETS_KEY: en producción las claves de las pasarelas de pago se cifran con una clave del ' +
        'entorno (32 bytes, p. ej. openssl rand -base64 32). El servidor no arranca sin ella.',
    );
  const devKey = await storedKey(db, 'secrets_dev_key', 'la clave de desarrollo de los secretos', 'base64');
  warn(
    'SECRETS_KEY no definida: se usa una clave de desarrollo guardada en la base de datos (no en producción)',
  );
  return parseSecretsKey(devKey);
}

/** Encrypts and decrypts the secrets of the database: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when it was sealed under another key or tampered with. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

/** A secret shown masked: its last three characters, the rest as dots. */
export const maskSecret = (secret: string) => `${'•'.repeat(8)}${secret.slice(-3)}`;
