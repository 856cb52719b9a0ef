import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128-bit random secret, URL-safe: API keys and refresh tokens. */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export type AccessClaims = { sid: string; gen: number; exp: number };

/** A compact signed access token: base64url(claims).base64url(hmac). */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims if the signature holds, else null; expiry is the caller's business (43). */
export function readAccessToken(token: string, secret: string): AccessClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sid !== 'string' || typeof claims.gen !== 'number' || typeof claims.exp !== 'number') {
      return null;
    }
    return { sid: claims.sid, gen: claims.gen, exp: claims.exp };
  } catch {
    return null;
  }
}
