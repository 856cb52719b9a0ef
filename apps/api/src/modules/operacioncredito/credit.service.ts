import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditMovements, customerRisks, tickets } from '../../db/schema';

// Customers' credit: every charge, credit note and payment is a movement; the risk is their balance.
// The Crédito section writes through here; the authoriser writes a sale's charge in the statement that
// writes its ticket (autorizacion/authorize.service.ts).

export type CreditMovementType = 'cargo' | 'abono' | 'pago';

/** Outstanding credit of a customer in euros: cargos − abonos − pagos, kept per customer by the movements. */
export async function customerRisk(db: Db | Tx, idcliente: number): Promise<number> {
  const [row] = await db
    .select({ risk: customerRisks.riesgo })
    .from(customerRisks)
    .where(eq(customerRisks.idcliente, idcliente));
  return row?.risk ?? 0;
}

/** The same figure as an SQL expression of a customer id column (lists): cents, as the movements store. */
export const riskOf = (idcliente: SQLWrapper) =>
  sql<number>`coalesce((select r.riesgo from clientes_riesgo r where r.idcliente = ${idcliente}), 0)`;

/**
 * Writes one movement (amounts in euros, always positive: the type says the sign). A charge of a ticket
 * takes the ticket's station unless `idlocal` says otherwise, so the station filter finds it.
 */
export async function recordCreditMovement(
  tx: Db | Tx,
  m: {
    idcliente: number;
    tipo: CreditMovementType;
    importe: number;
    concepto: string;
    idticket?: number | null;
    idlocal?: number | null;
    fecha?: Date;
  },
) {
  let idlocal = m.idlocal ?? null;
  if (m.idlocal === undefined && m.idticket) {
    const [t] = await tx.select({ idlocal: tickets.idlocal }).from(tickets).where(eq(tickets.id, m.idticket));
    idlocal = t?.idlocal ?? null;
  }
  const [row] = await tx
    .insert(creditMovements)
    .values({ ...m, fecha: m.fecha ?? new Date(), idticket: m.idticket ?? null, idlocal })
    .returning();
  return row!;
}
