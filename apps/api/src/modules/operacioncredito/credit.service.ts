import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditMovements } from '../../db/schema';

// Customers' credit: every charge, credit note and payment is a movement; the risk is their balance.
// The Crédito section and the authorisation endpoint both write through here.

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

/** Writes one movement (amounts in euros, always positive: the type says the sign). */
export async function recordCreditMovement(
  tx: Db | Tx,
  m: {
    idcliente: number;
    tipo: CreditMovementType;
    importe: number;
    concepto: string;
    idticket?: number | null;
    fecha?: Date;
  },
) {
  const [row] = await tx
    .insert(creditMovements)
    .values({ ...m, fecha: m.fecha ?? new Date(), idticket: m.idticket ?? null })
    .returning();
  return row!;
}
