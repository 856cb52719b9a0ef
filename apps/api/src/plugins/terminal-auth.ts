import { ErrorCode } from '@ac/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, stations, terminals } from '../db/schema';
import { HttpError, unauthorized } from '../lib/http-error';
import { sha256 } from '../lib/tokens';

/** The terminal a request comes from: it fixes the station (and so the group) of what it asks. */
export type TerminalActor = {
  idterminal: number;
  idlocal: number;
  idgrupo: number;
  idcuentacomercial: number;
};

type Cached = { terminal: TerminalActor | null; refusal?: string; loadedAt: number };

export const TERMINAL_CHANNEL = 'terminal_events';
// A key changed or a terminal switched off reaches every instance by NOTIFY; this is only a safety net.
const MAX_CACHE_AGE_MS = 60_000;
// The last connection is written at most this often per terminal: the centre is not slowed by its own log.
const SEEN_EVERY_MS = 60_000;

/**
 * Terminals authenticate with their own key (`x-terminal-key`), never with a staff session. Keys are
 * high-entropy random strings: a SHA-256 finds them without keeping them.
 */
export class TerminalKeys {
  private cache = new Map<string, Cached>();
  private seen = new Map<number, number>();

  constructor(private readonly database: Database) {}

  async start() {
    await this.database.listen(TERMINAL_CHANNEL, () => this.cache.clear());
  }

  /** A key was issued or a terminal or station changed: every instance forgets what it knew. */
  async changed() {
    this.cache.clear();
    await this.database.notify(TERMINAL_CHANNEL, '*');
  }

  async authenticate(key: string | undefined): Promise<TerminalActor> {
    if (!key || key.length < 20 || key.length > 200)
      throw unauthorized(undefined, 'Falta la clave del terminal');
    const hash = sha256(key);
    let entry = this.cache.get(hash);
    if (!entry || Date.now() - entry.loadedAt > MAX_CACHE_AGE_MS) {
      entry = await this.load(hash);
      this.cache.set(hash, entry);
    }
    if (entry.refusal) throw new HttpError(403, ErrorCode.forbidden, entry.refusal);
    if (!entry.terminal) throw unauthorized(undefined, 'Clave de terminal no válida');
    this.touch(entry.terminal.idterminal);
    return entry.terminal;
  }

  private async load(hash: string): Promise<Cached> {
    const [row] = await this.database.db
      .select({
        idterminal: terminals.id,
        activo: terminals.activo,
        idlocal: stations.idlocal,
        activolocal: stations.activolocal,
        stationDeleted: stations.deleted_at,
        idgrupo: companies.idgrupo,
        idcuentacomercial: stations.idcuentacomercial,
      })
      .from(terminals)
      .innerJoin(stations, eq(stations.idlocal, terminals.idlocal))
      .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
      .where(and(eq(terminals.clave_hash, hash), isNull(terminals.deleted_at)));
    const loadedAt = Date.now();
    if (!row) return { terminal: null, loadedAt };
    if (!row.activo) return { terminal: null, refusal: 'El terminal está desactivado', loadedAt };
    if (!row.activolocal || row.stationDeleted)
      return { terminal: null, refusal: 'La estación del terminal no está activa', loadedAt };
    const { idterminal, idlocal, idgrupo, idcuentacomercial } = row;
    return { terminal: { idterminal, idlocal, idgrupo, idcuentacomercial }, loadedAt };
  }

  /** Notes the terminal's last connection, at most once a minute, without holding the request. */
  private touch(id: number) {
    const now = Date.now();
    if (now - (this.seen.get(id) ?? 0) < SEEN_EVERY_MS) return;
    this.seen.set(id, now);
    this.database.db
      .update(terminals)
      .set({ ultimaconexion: sql`now()` })
      .where(eq(terminals.id, id))
      .catch(() => this.seen.delete(id));
  }
}
