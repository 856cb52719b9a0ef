import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherHistory, vouchers } from '../../db/schema';
import { onceADay } from '../../lib/daily-jobs';

export const VOUCHER_EXPIRY_JOB = 'caducidad-vales';

/**
 * Marks as expired the vouchers whose last day has passed, with a history row each; once per day across
 * instances (the day's row in `trabajos_programados`, inserted in the same transaction). Returns how many
 * expired, or null when the day had already run. Redemption checks the date itself in between.
 */
export async function runVoucherExpiry(db: Db, now = new Date()) {
  return onceADay(db, VOUCHER_EXPIRY_JOB, now, async (tx, today) => {
    const expired = await tx
      .update(vouchers)
      .set({ estado: 'caducado', version: sql`${vouchers.version} + 1` })
      .where(
        and(inArray(vouchers.estado, ['emitido', 'canjeado parcial']), lt(vouchers.fechacaducidad, today)),
      )
      .returning({ id: vouchers.id, saldo: vouchers.saldo });
    for (let i = 0; i < expired.length; i += 1000)
      await tx.insert(voucherHistory).values(
        expired.slice(i, i + 1000).map((v) => ({
          idvale: v.id,
          fecha: now,
          accion: 'caducidad',
          estado: 'caducado',
          saldo: v.saldo,
          usuario: 'sistema',
        })),
      );
    return expired.length;
  });
}
