import { z } from 'zod';
import { zCustomerId, zPositiveEuros, zReason } from './fields';
import { ticketRef, ticketStation } from './tickets';
import { cursorQuery, dateRange, movementQuery, pageMeta, searchQuery, zBoolParam, zId } from './wire';

// Crédito (domain.md "Operaciones"): every charge, credit note and payment is a movement; never edited.

export const CREDIT_MOVEMENT_TYPES = ['cargo', 'abono', 'pago'] as const;
/** What staff record by hand: a charge only comes from a ticket. */
export const MANUAL_CREDIT_TYPES = ['pago', 'abono'] as const;

export const CreditMovementQuerySchema = movementQuery({
  idgrupo: zId.optional(),
  idcliente: zId.optional(),
  idlocal: zId.optional(),
  tipo: z.enum(CREDIT_MOVEMENT_TYPES, { error: 'Tipo no válido (cargo, abono o pago)' }).optional(),
});
export type CreditMovementQuery = z.infer<typeof CreditMovementQuerySchema>;

export const CreditMovementSchema = z.object({
  id: z.number(),
  idcliente: z.number(),
  cliente: z.string(),
  codigo: z.number(),
  fecha: z.string(),
  tipo: z.string(),
  /** Always positive: the type says the sign (a cargo raises the risk, abono and pago lower it). */
  importe: z.number(),
  ...ticketRef,
  ...ticketStation,
  concepto: z.string(),
});
export type CreditMovement = z.infer<typeof CreditMovementSchema>;

/** Sums of the whole filter (first page only). `saldo` = cargos − abonos − pagos. */
export const CreditTotalsSchema = z.object({
  movimientos: z.number(),
  cargos: z.number(),
  abonos: z.number(),
  pagos: z.number(),
  saldo: z.number(),
});
export type CreditTotals = z.infer<typeof CreditTotalsSchema>;

export const CreditMovementPageSchema = z.object({
  ...pageMeta,
  totales: CreditTotalsSchema.optional(),
  movements: z.array(CreditMovementSchema),
});

/** A payment or a credit note recorded by hand, with its reason. */
export const CreditMovementFieldsSchema = z.object({
  idcliente: zCustomerId,
  tipo: z.enum(MANUAL_CREDIT_TYPES, { error: 'Elija pago o abono' }),
  importe: zPositiveEuros,
  motivo: zReason,
  /**
   * The customer's risk (€) the person saw when typing the amount: another movement since (a colleague's
   * payment of the same debt) is a 409 rather than a second payment.
   */
  riesgo: z.number().optional(),
});
export type CreditMovementFields = z.infer<typeof CreditMovementFieldsSchema>;

export const CreditMovementCreatedSchema = CreditMovementSchema.extend({ riesgo: z.number() });

export const CreditBalanceQuerySchema = z.object({
  idgrupo: zId.optional(),
  idcliente: zId.optional(),
  /** Only customers over their limit. */
  excedidos: zBoolParam.optional(),
  /** Customers at 80 % of their limit or over it (Inicio links here). */
  cerca: zBoolParam.optional(),
  ...searchQuery,
  ...cursorQuery(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});

/** A credit customer's balance: the same risk the customer's header shows, against its limit. */
export const CreditBalanceSchema = z.object({
  id: z.number(),
  idgrupo: z.number(),
  /** The group's name: customer codes repeat across groups. */
  grupo: z.string(),
  codigo: z.number(),
  nombre: z.string(),
  limitecredito: z.number(),
  riesgo: z.number(),
  disponible: z.number(),
  bloqueado: z.boolean(),
});
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;

export const CreditStatementQuerySchema = z.object({
  idcliente: zId,
  ...dateRange,
  format: z.enum(['pdf', 'csv'], { error: 'Formato pdf o csv' }).default('pdf'),
});
