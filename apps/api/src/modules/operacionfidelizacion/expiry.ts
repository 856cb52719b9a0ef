import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commercialAccounts } from '../../db/schema';
import { onceADay } from '../../lib/daily-jobs';
import { madridDayStart } from '../../lib/dates';
import { getSettings } from '../configuracion/settings.service';
import { recordPointsMovement } from './loyalty.service';

export const EXPIRY_JOB = 'caducidad-puntos';

/** The same day `months` earlier (the last day of a shorter month: 31/03 − 1 month = 28 or 29/02). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)))
    .toISOString()
    .slice(0, 10);
}

/**
 * Expires the points each account's rule says (settings `caducidadpuntosmeses`, 0 = never): points are
 * spent oldest first, so what a user must lose is what they earned before the cut-off minus everything
 * they ever spent, lost or had taken back (earlier expiries included). That makes a second run with the
 * same cut-off find nothing, and the day's row in `trabajos_programados`, inserted in the same
 * transaction, makes every other instance skip the day: the job runs exactly once.
 * Returns the movements written, or null when the day had already run.
 */
export async function runPointsExpiry(db: Db, now = new Date()) {
  return onceADay(db, EXPIRY_JOB, now, async (tx, today) => {
    const written: { idusuario: number; puntos: number }[] = [];
    const accounts = await tx.select({ id: commercialAccounts.id }).from(commercialAccounts);
    for (const account of accounts) {
      const { caducidadpuntosmeses: months } = await getSettings(tx, account.id);
      if (!months) continue;
      const cutDay = monthsBefore(today, months);
      const cutoff = madridDayStart(cutDay);
      const due = (await tx.execute(sql`
        select m.idusuario,
          coalesce(sum(m.puntos) filter (where m.puntos > 0 and m.fecha < ${cutoff}), 0)
            + coalesce(sum(m.puntos) filter (where m.puntos < 0), 0) as vencidos
        from movimientos_puntos m
        join usuarios u on u.id = m.idusuario
        join grupos g on g.idgrupo = u.idgrupo
        where g.idcuentacomercial = ${account.id}
        group by m.idusuario
        having coalesce(sum(m.puntos) filter (where m.puntos > 0 and m.fecha < ${cutoff}), 0)
            + coalesce(sum(m.puntos) filter (where m.puntos < 0), 0) > 0
        order by m.idusuario`)) as unknown as { rows: { idusuario: number; vencidos: string | number }[] };
      for (const row of due.rows) {
        const puntos = Number(row.vencidos);
        await recordPointsMovement(tx, {
          idusuario: Number(row.idusuario),
          tipo: 'caducidad',
          puntos: -puntos,
          fecha: now,
          motivo: `Caducan los puntos obtenidos antes del ${cutDay.split('-').reverse().join('/')} (${months} meses)`,
        });
        written.push({ idusuario: Number(row.idusuario), puntos });
      }
    }
    return written;
  });
}
