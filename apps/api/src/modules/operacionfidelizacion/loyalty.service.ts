import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  appUsers,
  companies,
  loyaltyMovements,
  loyaltyRules,
  products,
  stations,
  tickets,
} from '../../db/schema';
import { madridClock } from '../../lib/dates';
import { writeAudit } from '../../plugins/audit';

// Loyalty points: every change of a user's balance is a movement carrying the balance after it.
// The Fidelización section, the expiry job and the authorisation endpoint all write through here.

export type PointsMovementType = 'acumulación' | 'canje' | 'ajuste' | 'caducidad' | 'anulación';
export type LoyaltyRule = typeof loyaltyRules.$inferSelect;
export type RuleForPoints = Pick<
  LoyaltyRule,
  | 'nombre'
  | 'tipo'
  | 'valor'
  | 'productos'
  | 'locales'
  | 'fechadesde'
  | 'fechahasta'
  | 'dias'
  | 'horadesde'
  | 'horahasta'
  | 'importeminimo'
  | 'prioridad'
  | 'activo'
> & { id?: number };

/** A ticket as the rules see it: amounts in euros, lines naming a group product (by id or by its text). */
export type TicketForPoints = {
  idlocal: number;
  fecha: Date;
  total: number;
  lineas: { producto: string; idproducto?: number | null; cantidad: number; importe: number }[];
};

export type CatalogueProduct = { idproducto: number; codigo: string; descripcion: string; unidad: string };

export type RulePoints = {
  id: number | null;
  nombre: string;
  tipo: string;
  prioridad: number;
  puntos: number;
  aplica: boolean;
  /** Why it gives nothing (Spanish), empty when it applies. */
  motivo: string;
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Exact fixed-point product floor(a × b) of a 4-decimal factor and a 2-decimal quantity. */
const floorTimes = (factor: number, quantity: number) =>
  Math.floor((Math.round(factor * 10_000) * Math.round(quantity * 100)) / 1_000_000);

/** Whether a Madrid wall-clock time falls in [desde, hasta); a window past midnight wraps round. */
function inHours(time: string, desde: string | null, hasta: string | null) {
  if (!desde && !hasta) return true;
  const from = desde ?? '00:00';
  const to = hasta ?? '24:00';
  return from <= to ? time >= from && time < to : time >= from || time < to;
}

const DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** Why a rule does not apply to a ticket at all (empty: it does), before looking at its products. */
function ruleRefusal(rule: RuleForPoints, ticket: TicketForPoints): string {
  const at = madridClock(ticket.fecha);
  if (!rule.activo) return 'Regla inactiva';
  if (rule.locales.length && !rule.locales.includes(ticket.idlocal)) return 'No aplica en esta estación';
  if (rule.fechadesde && at.day < rule.fechadesde) return 'Todavía no ha empezado';
  if (rule.fechahasta && at.day > rule.fechahasta) return 'Ya ha terminado';
  if (rule.dias.length && !rule.dias.includes(at.weekday)) return `No aplica los ${DAYS[at.weekday - 1]}`;
  if (!inHours(at.time, rule.horadesde, rule.horahasta)) return 'Fuera del horario de la regla';
  if (ticket.total < rule.importeminimo) return 'No llega al importe mínimo';
  return '';
}

/**
 * The points a ticket earns and what each rule gives. Rules apply by priority (lower number first, then
 * by id): "puntos por litro" and "puntos por euro" add the value per litre / euro of the lines of their
 * products (litres: products sold by the litre), "bono fijo" adds its value once, and "multiplicador"
 * multiplies the points the rules before it gave (its share is the difference). Points are whole: each
 * rule's share is rounded down.
 */
export function computeTicketPoints(
  rules: RuleForPoints[],
  ticket: TicketForPoints,
  catalogue: CatalogueProduct[],
): { puntos: number; reglas: RulePoints[] } {
  const byId = new Map(catalogue.map((p) => [p.idproducto, p]));
  const byText = new Map<string, CatalogueProduct>();
  for (const p of catalogue) {
    byText.set(fold(p.codigo), p);
    byText.set(fold(p.descripcion), p);
  }
  const lines = ticket.lineas.map((l) => ({
    ...l,
    product: (l.idproducto ? byId.get(l.idproducto) : undefined) ?? byText.get(fold(l.producto)),
  }));
  const ordered = [...rules].sort((a, b) => a.prioridad - b.prioridad || (a.id ?? 0) - (b.id ?? 0));
  let total = 0;
  const reglas = ordered.map((rule): RulePoints => {
    const out = { id: rule.id ?? null, nombre: rule.nombre, tipo: rule.tipo, prioridad: rule.prioridad };
    const refusal = ruleRefusal(rule, ticket);
    if (refusal) return { ...out, puntos: 0, aplica: false, motivo: refusal };
    const own = rule.productos.length
      ? lines.filter((l) => l.product && rule.productos.includes(l.product.idproducto))
      : lines;
    if (rule.productos.length && !own.length)
      return { ...out, puntos: 0, aplica: false, motivo: 'El ticket no lleva sus productos' };
    let puntos = 0;
    if (rule.tipo === 'puntos por litro') {
      const litres = own.filter((l) => l.product?.unidad === 'litro').reduce((s, l) => s + l.cantidad, 0);
      if (!litres) return { ...out, puntos: 0, aplica: false, motivo: 'El ticket no lleva litros' };
      puntos = floorTimes(rule.valor, litres);
    } else if (rule.tipo === 'puntos por euro') {
      puntos = floorTimes(
        rule.valor,
        own.reduce((s, l) => s + l.importe, 0),
      );
    } else if (rule.tipo === 'bono fijo') {
      puntos = Math.floor(rule.valor);
    } else if (rule.tipo === 'multiplicador') {
      puntos = Math.floor((total * Math.round(rule.valor * 10_000)) / 10_000) - total;
    }
    total += puntos;
    return { ...out, puntos, aplica: true, motivo: '' };
  });
  return { puntos: Math.max(0, total), reglas };
}

/** The stored rules that gave a ticket points: from then on each is in use (it can only be deactivated). */
export const rulesInUse = (reglas: RulePoints[]) =>
  reglas.filter((r) => r.aplica && r.puntos && r.id != null).map((r) => r.id!);

/** The group a station belongs to. */
async function groupOfStation(db: Db | Tx, idlocal: number): Promise<number | null> {
  const [row] = await db
    .select({ idgrupo: companies.idgrupo })
    .from(stations)
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(eq(stations.idlocal, idlocal));
  return row?.idgrupo ?? null;
}

/** The active rules and the product catalogue of a group, as the points of its tickets need them. */
export async function rulesOfGroup(db: Db | Tx, idgrupo: number) {
  const [rules, catalogue] = await Promise.all([
    db
      .select()
      .from(loyaltyRules)
      .where(
        and(
          eq(loyaltyRules.idgrupo, idgrupo),
          eq(loyaltyRules.activo, true),
          isNull(loyaltyRules.deleted_at),
        ),
      )
      .orderBy(asc(loyaltyRules.prioridad), asc(loyaltyRules.id)),
    db
      .select({
        idproducto: products.idproducto,
        codigo: products.codigo,
        descripcion: products.descripcion,
        unidad: products.unidad,
      })
      .from(products)
      .where(and(eq(products.idgrupo, idgrupo), isNull(products.deleted_at))),
  ]);
  return { rules, catalogue };
}

/**
 * Adds (or takes) points to an app user and writes the movement with the balance after it. The user's row
 * is locked, so concurrent movements of one user chain their balances correctly.
 */
export async function recordPointsMovement(
  tx: Db | Tx,
  m: {
    idusuario: number;
    tipo: PointsMovementType;
    puntos: number;
    motivo?: string;
    idticket?: number | null;
    idlocal?: number | null;
    fecha?: Date;
  },
) {
  const [user] = await tx
    .select({ puntos: appUsers.puntos })
    .from(appUsers)
    .where(eq(appUsers.id, m.idusuario))
    .for('update');
  if (!user) throw new Error(`usuario ${m.idusuario} inexistente`);
  const saldo = user.puntos + m.puntos;
  await tx.update(appUsers).set({ puntos: saldo }).where(eq(appUsers.id, m.idusuario));
  const [row] = await tx
    .insert(loyaltyMovements)
    .values({
      idusuario: m.idusuario,
      fecha: m.fecha ?? new Date(),
      tipo: m.tipo,
      puntos: m.puntos,
      saldo,
      idticket: m.idticket ?? null,
      idlocal: m.idlocal ?? null,
      motivo: m.motivo ?? '',
    })
    .returning();
  return row!;
}

type Movement = typeof loyaltyMovements.$inferSelect;
export type AwardResult = { puntos: number; movimiento: Movement | null; reglas: RulePoints[] };

/** Serialises the points writes of one ticket (award and reversal), on both engines. */
async function lockTicket(tx: Db | Tx, ticketId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x707473}, ${ticketId})`);
}

async function ticketMovement(tx: Db | Tx, ticketId: number, tipo: PointsMovementType) {
  const [row] = await tx
    .select()
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.idticket, ticketId), eq(loyaltyMovements.tipo, tipo)));
  return row ?? null;
}

async function auditPoints(
  tx: Db | Tx,
  actor: FastifyRequest | null | undefined,
  movement: Movement,
  accion: string,
  motivo = '',
) {
  if (!actor) return;
  const [user] = await tx
    .select({ idgrupo: appUsers.idgrupo })
    .from(appUsers)
    .where(eq(appUsers.id, movement.idusuario));
  await writeAudit(tx, actor, {
    accion,
    recurso: 'movimientos_puntos',
    idregistro: movement.id,
    despues: movement,
    motivo,
    place: user ? { level: 'group', id: user.idgrupo } : null,
  });
}

/**
 * The points a ticket earns by the active rules of its station's group, credited to the ticket's app user
 * as one "acumulación" movement. Once per ticket: a second call (or a concurrent one) returns the movement
 * already written. A ticket without an app user, or earning nothing, writes nothing. `actor` (the request
 * that caused it) audits the movement when given; run it in the transaction that writes the ticket.
 */
export async function awardTicketPoints(
  tx: Db | Tx,
  ticketId: number,
  actor?: FastifyRequest | null,
): Promise<AwardResult> {
  await lockTicket(tx, ticketId);
  const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!ticket?.idusuario) return { puntos: 0, movimiento: null, reglas: [] };
  const existing = await ticketMovement(tx, ticketId, 'acumulación');
  if (existing) return { puntos: existing.puntos, movimiento: existing, reglas: [] };
  const idgrupo = await groupOfStation(tx, ticket.idlocal);
  if (idgrupo == null) return { puntos: 0, movimiento: null, reglas: [] };
  const { rules, catalogue } = await rulesOfGroup(tx, idgrupo);
  const result = computeTicketPoints(rules, ticket, catalogue);
  if (result.puntos <= 0) return { puntos: 0, movimiento: null, reglas: result.reglas };
  const used = rulesInUse(result.reglas);
  if (used.length)
    await tx
      .update(loyaltyRules)
      .set({ enuso: true })
      .where(and(inArray(loyaltyRules.id, used), eq(loyaltyRules.enuso, false)));
  const movimiento = await recordPointsMovement(tx, {
    idusuario: ticket.idusuario,
    tipo: 'acumulación',
    puntos: result.puntos,
    idticket: ticketId,
    idlocal: ticket.idlocal,
    motivo: `Ticket ${ticket.numero}`,
  });
  await auditPoints(tx, actor, movimiento, 'alta');
  return { puntos: result.puntos, movimiento, reglas: result.reglas };
}

/**
 * Takes back the points a refunded ticket earned, once: an "anulación" of the same points. A second call
 * (or a ticket that earned nothing) changes nothing and returns null. The balance may go below zero when
 * the points were already spent: the debt stays visible instead of vanishing.
 */
export async function reverseTicketPoints(
  tx: Db | Tx,
  ticketId: number,
  actor?: FastifyRequest | null,
): Promise<Movement | null> {
  await lockTicket(tx, ticketId);
  const earned = await ticketMovement(tx, ticketId, 'acumulación');
  if (!earned || (await ticketMovement(tx, ticketId, 'anulación'))) return null;
  const [ticket] = await tx.select({ numero: tickets.numero }).from(tickets).where(eq(tickets.id, ticketId));
  const movimiento = await recordPointsMovement(tx, {
    idusuario: earned.idusuario,
    tipo: 'anulación',
    puntos: -earned.puntos,
    idticket: ticketId,
    idlocal: earned.idlocal,
    motivo: `Devolución del ticket ${ticket?.numero ?? ticketId}`,
  });
  await auditPoints(tx, actor, movimiento, 'anulacion', movimiento.motivo);
  return movimiento;
}
