import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditMovements, tickets } from '../../db/schema';

// Customers' credit: every charge, credit note and payment is a movement; the risk is their balance.
// The Crédito section writes through here; the authoriser writes a sale's charge in the statement that
// writes its ticket (autorizacion/authorize.service.ts).

export type CreditMovementType = 'cargo' | 'abono' | 'pago';

/** Outstanding credit of a customer in euros: cargos − abonos − pagos. */
export async function customerRisk(db: Db | Tx, idcliente: number): Promise<number> {
  const [row] = await db
    .select({
      risk: sql<number>`coalesce(sum(case when ${creditMovements.tipo} = 'cargo' then ${creditMovements.importe} else -${creditMovements.importe} end), 0)`.mapWith(
        creditMovements.importe,
      ),
    })
    .from(creditMovements)
    .where(eq(creditMovements.idcliente, idcliente));
  return row?.risk ?? 0;
}

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
