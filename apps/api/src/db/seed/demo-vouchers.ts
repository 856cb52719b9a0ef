import { newVoucherCode } from '@ac/shared';
import { eq } from 'drizzle-orm';
import { addDays } from '../../lib/dates';
import type { Tx } from '../client';
import { voucherBatches, voucherHistory, vouchers } from '../schema';
import type { DemoPeople } from './demo-people';
import type { DemoPlaces } from './demo-places';
import type { Rng } from './random';

const DAY = 86_400_000;

/**
 * Two batches of vouchers per group (one for a customer, one for the group): some redeemed in part or
 * whole, one cancelled, one batch already expired; each change a history row.
 */
export async function seedVouchers(
  db: Tx,
  rng: Rng,
  now: Date,
  { grps }: DemoPlaces,
  { creditCustomers }: DemoPeople,
) {
  const today = now.toISOString().slice(0, 10);
  for (const g of grps) {
    const customer = creditCustomers.find((c) => c.idgrupo === g.idgrupo);
    const plans = [
      {
        idcliente: customer?.id ?? null,
        cantidad: 12,
        importe: 50,
        days: -40,
        expiry: addDays(today, 325),
        descripcion: 'Vales regalo de empresa',
      },
      {
        idcliente: null,
        cantidad: 8,
        importe: 20,
        days: -400,
        expiry: addDays(today, -35),
        descripcion: 'Campaña de verano',
      },
    ];
    for (const p of plans) {
      const fecha = new Date(now.getTime() + p.days * DAY);
      const [batch] = await db
        .insert(voucherBatches)
        .values({
          idgrupo: g.idgrupo,
          idcliente: p.idcliente,
          cantidad: p.cantidad,
          importe: p.importe,
          fechacaducidad: p.expiry,
          descripcion: p.descripcion,
          fecha,
        })
        .returning();
      const rows = await db
        .insert(vouchers)
        .values(
          Array.from({ length: p.cantidad }, () => ({
            idgrupo: g.idgrupo,
            idcliente: p.idcliente,
            idlote: batch!.id,
            codigo: newVoucherCode((n) => rng.int(0, n - 1)),
            importe: p.importe,
            saldo: p.importe,
            fechaemision: fecha,
            fechacaducidad: p.expiry,
          })),
        )
        .returning();
      const history: (typeof voucherHistory.$inferInsert)[] = rows.map((v) => ({
        idvale: v.id,
        fecha,
        accion: 'emisión',
        estado: 'emitido',
        importe: v.importe,
        saldo: v.saldo,
        usuario: 'admin@demo.es',
      }));
      const expired = p.expiry < today;
      for (const [i, v] of rows.entries()) {
        const when = new Date(fecha.getTime() + rng.int(1, 30) * DAY);
        let saldo = v.importe;
        let estado = 'emitido';
        let motivoanulacion = '';
        if (i % 4 === 1) {
          const spent = Math.round(rng.float(5, p.importe - 5) * 100) / 100;
          saldo = Math.round((saldo - spent) * 100) / 100;
          estado = 'canjeado parcial';
          history.push({
            idvale: v.id,
            fecha: when,
            accion: 'canje',
            estado,
            importe: spent,
            saldo,
            usuario: 'admin@demo.es',
          });
        } else if (i % 4 === 2) {
          history.push({
            idvale: v.id,
            fecha: when,
            accion: 'canje',
            estado: 'canjeado',
            importe: saldo,
            saldo: 0,
            usuario: 'admin@demo.es',
          });
          saldo = 0;
          estado = 'canjeado';
        } else if (i === 3) {
          estado = 'anulado';
          motivoanulacion = 'Extraviado por el cliente';
          history.push({
            idvale: v.id,
            fecha: when,
            accion: 'anulación',
            estado,
            saldo,
            motivo: motivoanulacion,
            usuario: 'admin@demo.es',
          });
        }
        if (expired && (estado === 'emitido' || estado === 'canjeado parcial')) {
          estado = 'caducado';
          history.push({
            idvale: v.id,
            fecha: new Date(`${addDays(p.expiry, 1)}T03:00:00Z`),
            accion: 'caducidad',
            estado,
            saldo,
            usuario: 'sistema',
          });
        }
        if (estado !== 'emitido') {
          await db.update(vouchers).set({ saldo, estado, motivoanulacion }).where(eq(vouchers.id, v.id));
        }
      }
      await db.insert(voucherHistory).values(history);
    }
  }
}
