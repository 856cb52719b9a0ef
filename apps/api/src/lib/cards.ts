import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { storedKey } from './stored-key';

/**
 * The server's card key: customer card numbers and PINs are kept as HMAC-SHA256 under it. A card number
 * or a 4-digit PIN has too few possibilities for a plain hash (anyone with the table would try them all);
 * with the key kept apart from the rows, the table alone gives nothing back. HMAC is also fast enough to
 * run on every authorisation (a memory-hard hash would cost tens of milliseconds per request).
 * Made once and kept in the database, so every instance (and the demo seed) uses the same one.
 */
export class CardKey {
  constructor(private readonly secret: string) {}

  /** What finds a card: the same number always gives the same hash. */
  hashCard(pan: string): string {
    return createHmac('sha256', this.secret).update(`tarjeta:${pan}`).digest('base64url');
  }

  /** A PIN as stored: a random salt and the keyed hash of salt and PIN. */
  hashPin(pin: string): string {
    const salt = randomBytes(12).toString('base64url');
    return `${salt}.${this.pinMac(salt, pin)}`;
  }

  verifyPin(pin: string, stored: string | null): boolean {
    if (!stored) return false;
    const [salt, mac] = stored.split('.');
    if (!salt || !mac) return false;
    const expected = Buffer.from(this.pinMac(salt, pin), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private pinMac(salt: string, pin: string) {
    return createHmac('sha256', this.secret).update(`pin:${salt}:${pin}`).digest('base64url');
  }
}

/** The card key of this database, made on first use. */
export async function cardKey(db: Db | Tx): Promise<CardKey> {
  return new CardKey(await storedKey(db, 'card_secret', 'la clave de las tarjetas'));
}
