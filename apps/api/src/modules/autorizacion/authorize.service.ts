import { randomInt } from 'node:crypto';
import {
  type AuthDenial,
  type AuthorizeRequest,
  type AuthorizeResponse,
  type CompleteRequest,
  maskCardNumber,
  normalizeCardNumber,
  normalizeMatricula,
} from '@ac/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db, RawTx, Tx } from '../../db/client';
import { rowFromJson } from '../../db/json-row';
import {
  appUsers,
  creditMovements,
  customerTpvOptions,
  loyaltyMovements,
  loyaltyRules,
  operations,
  tickets,
  vehicles,
  webAudit,
} from '../../db/schema';
import type { CardKey } from '../../lib/cards';
import { madridDayStart, madridToday } from '../../lib/dates';
import { conflict, isUniqueViolation, notFound, validationError } from '../../lib/http-error';
import { fragment, insertSql, Params, updateByIdSql } from '../../lib/sql-literal';
import { auditRow } from '../../plugins/audit';
import type { TerminalActor } from '../../plugins/terminal-auth';
import {
  awardTicketPoints,
  type CatalogueProduct,
  computeTicketPoints,
  type RulePoints,
  rulesInUse,
} from '../operacionfidelizacion/loyalty.service';

/** A reading this far above the last one is taken for a typo (a tank's range is far less). */
export const MAX_KM_JUMP = 5_000;
/** Wrong PINs in a row that block the card. */
export const PIN_ATTEMPTS = 3;
export const PIN_BLOCK_REASON = 'Bloqueada por tres PIN erróneos seguidos';

/** The vehicle's and the TPV option's columns `autorizacion_datos` reads (migration 0029): all the rules use. */
type Vehicle = Pick<
  typeof vehicles.$inferSelect,
  | 'id'
  | 'idcliente'
  | 'tarjeta_hash'
  | 'deleted_at'
  | 'activo'
  | 'bloqueado'
  | 'pin_hash'
  | 'pinerroneos'
  | 'matricula'
  | 'controlkm'
  | 'kmactual'
  | 'productos'
  | 'unidadlimite'
  | 'limitediario'
  | 'limitemensual'
>;
type Operation = typeof operations.$inferSelect;
type Ticket = typeof tickets.$inferSelect;
type TpvOption = Pick<
  typeof customerTpvOptions.$inferSelect,
  | 'id'
  | 'idlocal'
  | 'bloqueado'
  | 'pidematricula'
  | 'pidekm'
  | 'productos'
  | 'limitediarioeuros'
  | 'limitemensualeuros'
  | 'limitediariolitros'
  | 'limitemensuallitros'
>;

const toCents = (euros: number) => Math.round(euros * 100);
const fromCents = (cents: number) => cents / 100;

/** An amount that can be held: the smaller of what is asked and what each rule leaves, floored to cents. */
type Cap = { cents: number; partial: string; denial: AuthDenial };

function authCode() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < 6; i++) s += alphabet[randomInt(alphabet.length)];
  return s;
}

/** What the terminal is told of an operation. */
type Decision = Pick<
  Operation,
  'id' | 'resultado' | 'motivo' | 'importeautorizado' | 'codigoautorizacion' | 'caduca'
>;

const answer = (op: Decision): AuthorizeResponse => ({
  idoperacion: op.id,
  resultado: op.resultado as AuthorizeResponse['resultado'],
  motivo: op.motivo,
  importeautorizado: op.importeautorizado,
  codigoautorizacion: op.codigoautorizacion,
  caduca: op.resultado === 'aprobada' && op.caduca ? op.caduca.toISOString() : null,
});

/**
 * The authorising centre's decision. Every rule is checked in a fixed order and the first that fails is the
 * reason; every request is an `operaciones` row. Concurrency (docs/decisions/006): one short transaction
 * that locks the customer row, then the vehicle row — always in that order — so requests of one customer are
 * decided one after the other with what the previous ones held already counted.
 */
export class Authorizer {
  constructor(
    private readonly database: Database,
    private readonly key: CardKey,
  ) {}

  async authorize(term: TerminalActor, body: AuthorizeRequest, now = new Date()): Promise<AuthorizeResponse> {
    const pan = normalizeCardNumber(body.tarjeta);
    const plausible = /^\d{12,19}$/.test(pan);
    const hash = plausible ? this.key.hashCard(pan) : null;
    if (body.referencia) {
      const done = await this.byReference(term, body.referencia);
      if (done) return this.replay(done, body, { hash, masked: plausible ? maskCardNumber(pan) : '' }, now);
    }
    const base = {
      fecha: now,
      idlocal: term.idlocal,
      idterminal: term.idterminal,
      tarjeta: plausible ? maskCardNumber(pan) : '',
      tipo: 'autorización',
      importesolicitado: body.importe,
      importeautorizado: 0,
      referencia: body.referencia ?? null,
      productos: body.productos.map((p) => p.idproducto),
      matricula: body.matricula ? normalizeMatricula(body.matricula) : '',
      km: body.km ?? null,
    };
    try {
      const op = await this.database.rawTransaction(async (tx) => {
        const data = hash ? await this.load(tx, term, hash, body, now) : null;
        if (!data) return this.record(tx, { ...base, resultado: 'denegada', motivo: 'tarjeta desconocida' });
        return this.decide(tx, term, body, hash!, data, base, now);
      });
      return answer(op);
    } catch (err) {
      // Two copies of one retried request at once: the second finds the first's answer.
      if (body.referencia && isUniqueViolation(err)) {
        const done = await this.byReference(term, body.referencia);
        if (done) return this.replay(done, body, { hash, masked: plausible ? maskCardNumber(pan) : '' }, now);
      }
      throw err;
    }
  }

  /**
   * A retry of a request this terminal already sent (its `referencia`): the first answer, as the operation
   * stands now. Another card, amount or products under the same reference is not a retry (a 409, not the
   * other request's approval), and an approval annulled or expired since holds nothing any more.
   */
  private async replay(
    op: Operation,
    body: AuthorizeRequest,
    card: { hash: string | null; masked: string },
    now: Date,
  ) {
    const [vehicle] = op.idvehiculo
      ? await this.database.db
          .select({ hash: vehicles.tarjeta_hash })
          .from(vehicles)
          .where(eq(vehicles.id, op.idvehiculo))
      : [];
    // A known card by its keyed hash; an unknown one (no vehicle) by what was kept of it.
    const sameCard = vehicle ? vehicle.hash === card.hash : op.tarjeta === card.masked;
    const asked = body.productos.map((p) => p.idproducto);
    const same =
      sameCard &&
      toCents(op.importesolicitado) === toCents(body.importe) &&
      op.productos.length === asked.length &&
      op.productos.every((id, i) => id === asked[i]);
    const which = `La referencia ${op.referencia} es de otra petición de este terminal (operación ${op.id})`;
    if (!same)
      throw conflict(
        `${which}: otra tarjeta, otro importe u otros productos. Use una referencia nueva`,
        undefined,
        {
          referencia: 'Ya usada en otra petición',
        },
      );
    const done = `La operación ${op.id} de la referencia ${op.referencia}`;
    if (op.estado === 'anulada') throw conflict(`${done} está anulada: pida una autorización nueva`);
    if (op.estado === 'caducada' || (op.estado === 'reservada' && op.caduca && op.caduca <= now))
      throw conflict(`${done} ha caducado: pida una autorización nueva`);
    return answer(op);
  }

  private async byReference(term: TerminalActor, referencia: string) {
    const [done] = await this.database.db
      .select()
      .from(operations)
      .where(and(eq(operations.idterminal, term.idterminal), eq(operations.referencia, referencia)));
    return done;
  }

  /**
   * One round trip: `autorizacion_datos` (migrations 0023, 0029) locks the customer, then the vehicle, then
   * reads with a fresh snapshot all the decision needs: the card's vehicle, its customer, the TPV options,
   * the products asked, their prices here, what the card used today and this month (its sales per day and
   * its live reservations), what the customer holds and owes, and the reservation minutes. Null when no
   * live vehicle has the card.
   */
  private async load(tx: RawTx, term: TerminalActor, hash: string, body: AuthorizeRequest, now: Date) {
    const today = madridToday(now);
    const first = `${today.slice(0, 8)}01`;
    const ids = [...new Set(body.productos.map((p) => p.idproducto))];
    // Prepared: the same text for every request.
    const params = new Params();
    const args = [
      params.value(hash),
      params.value(term.idlocal),
      params.value(term.idcuentacomercial),
      params.ints(ids),
      params.value(now),
      params.value(madridDayStart(today)),
      params.value(madridDayStart(first)),
      params.value(today, 'date'),
      params.value(first, 'date'),
    ];
    const [row] = await tx.query<{ d: Loaded | string | null }>(
      `SELECT autorizacion_datos(${args.join(', ')}) AS d`,
      { params },
    );
    const d = row?.d ?? null;
    return typeof d === 'string' ? (JSON.parse(d) as Loaded) : d;
  }

  /**
   * The operation row; `vehicle` changes (wrong PINs, the new km) go in the same statement, a data-modifying
   * CTE before the insert. Only its id comes back: the rest of the answer is what was written.
   */
  private async record(
    tx: RawTx,
    values: typeof operations.$inferInsert,
    vehicle?: { id: number; set: Partial<typeof vehicles.$inferInsert> },
  ): Promise<Decision> {
    // Prepared (one text per kind of answer), as every request writes one.
    const params = new Params();
    const change =
      vehicle && Object.keys(vehicle.set).length
        ? `WITH vehiculo_cambiado AS (${updateByIdSql(vehicles, vehicle.id, vehicle.set, params)} RETURNING "id") `
        : '';
    const text = change + insertSql(operations, values, '"id"', params);
    const [row] = await tx.query<{ id: number | string }>(text, { last: true, params });
    return {
      id: Number(row!.id),
      resultado: values.resultado,
      motivo: values.motivo ?? '',
      importeautorizado: values.importeautorizado,
      codigoautorizacion: values.codigoautorizacion ?? '',
      caduca: values.caduca ?? null,
    };
  }

  private async decide(
    tx: RawTx,
    term: TerminalActor,
    body: AuthorizeRequest,
    hash: string,
    data: Loaded,
    base: Omit<typeof operations.$inferInsert, 'resultado'>,
    now: Date,
  ): Promise<Decision> {
    const v: Vehicle = rowFromJson(vehicles, data.vehiculo);
    const customer = data.cliente;
    // What this request changes in the vehicle (the PIN count, the km), written with the operation.
    const change: Partial<typeof vehicles.$inferInsert> = {};
    const deny = (motivo: AuthDenial) =>
      this.record(
        tx,
        { ...base, idvehiculo: v.id, idcliente: customer.id, resultado: 'denegada', motivo },
        { id: v.id, set: change },
      );
    // The card changed hands (or was removed) while this request waited: as if unknown.
    if (v.tarjeta_hash !== hash || v.deleted_at || v.idcliente !== customer.id)
      return this.record(tx, { ...base, resultado: 'denegada', motivo: 'tarjeta desconocida' });

    // 1. The card and the vehicle.
    if (v.bloqueado || !v.activo) return deny('tarjeta bloqueada');
    // 2. The customer.
    if (!customer.activo || customer.borrado || customer.bloqueado) return deny('cliente bloqueado');
    // 3. The station: of the customer's group, and allowed by its TPV options when it has any.
    const option = stationOption(
      data.opciones.map((o) => rowFromJson(customerTpvOptions, o)),
      term.idlocal,
    );
    if (customer.idgrupo !== term.idgrupo || option === false) return deny('estación no permitida');
    // 4. The PIN: three wrong in a row block the card.
    if (v.pin_hash) {
      if (!body.pin || !this.key.verifyPin(body.pin, v.pin_hash)) {
        const attempts = v.pinerroneos + 1;
        const blocks = attempts >= PIN_ATTEMPTS;
        Object.assign(change, {
          pinerroneos: attempts,
          ...(blocks ? { bloqueado: true, motivobloqueo: PIN_BLOCK_REASON } : {}),
        });
        return deny(blocks ? 'PIN erróneo, tarjeta bloqueada' : 'PIN erróneo');
      }
      if (v.pinerroneos > 0) change.pinerroneos = 0;
    }
    // 5. The plate, when the TPV option has the terminal ask for it: the one typed must be the vehicle's.
    if (option?.pidematricula) {
      if (!body.matricula) return deny('falta la matrícula');
      if (normalizeMatricula(body.matricula) !== normalizeMatricula(v.matricula))
        return deny('matrícula no coincide');
    }
    // 6. The km, when the vehicle (or the TPV option) controls them.
    if (v.controlkm || option?.pidekm) {
      const km = body.km;
      if (km === undefined) return deny('km no válidos');
      if (v.kmactual !== null && (km < v.kmactual || km > v.kmactual + MAX_KM_JUMP))
        return deny('km no válidos');
    }
    // 7. The products: of the group's catalogue, active, and allowed to the vehicle and by the TPV option.
    const ids = [...new Set(body.productos.map((p) => p.idproducto))];
    const catalogue = data.productos;
    const named = (p: { codigo: string; descripcion: string }) =>
      option?.productos.some((n) => {
        const x = n.trim().toLowerCase();
        return x === p.descripcion.toLowerCase() || x === p.codigo.toLowerCase();
      });
    if (
      catalogue.length !== ids.length ||
      (v.productos.length && ids.some((id) => !v.productos.includes(id))) ||
      (option?.productos.length && catalogue.some((p) => !named(p)))
    )
      return deny('producto no permitido');

    // 8–10. What the limits and the credit leave.
    const asked = toCents(body.importe);
    const litres = litresOf(body, catalogue, data.precios, asked);
    let cents = asked;
    let partial = '';
    for (const cap of caps(v, option ?? null, data, litres)) {
      if (cap.cents <= 0) return deny(cap.denial);
      if (cap.cents < cents) {
        cents = cap.cents;
        partial ||= cap.partial;
      }
    }
    // A reading that passed the checks is the vehicle's new one.
    if (body.km !== undefined && (v.kmactual === null || body.km > v.kmactual)) change.kmactual = body.km;
    return this.record(
      tx,
      {
        ...base,
        idvehiculo: v.id,
        idcliente: customer.id,
        resultado: 'aprobada',
        motivo: partial,
        importeautorizado: fromCents(cents),
        estado: 'reservada',
        codigoautorizacion: authCode(),
        caduca: new Date(now.getTime() + data.reservaminutos * 60_000),
        litros: litres.total === null ? null : Math.floor((litres.total * cents) / asked) / 100,
      },
      { id: v.id, set: change },
    );
  }

  /**
   * The sale happened: the ticket, the credit charge and the points; what was held and not used is freed.
   * Two round trips: `BEGIN` with the locked operation and what the ticket needs (`autorizacion_venta`: the
   * products, the plate, the driver and, when the driver collects points, the group's rules), then one
   * statement, with the `COMMIT`, that writes the ticket, the charge, the operation and the points.
   */
  async complete(term: TerminalActor, body: CompleteRequest, req?: FastifyRequest, now = new Date()) {
    return this.database.rawTransaction(async (tx) => {
      const ids = [...new Set(body.lineas.map((l) => l.idproducto))];
      const sale = await this.loadSale(tx, term, body.idoperacion, ids);
      const op = sale.operacion;
      if (op.estado === 'completada') return this.completedAgain(tx.orm(), op, req);
      this.assertOpen(op, now);
      const byId = new Map(sale.productos.map((p) => [p.id, p]));
      const fields: Record<string, string> = {};
      body.lineas.forEach((l, i) => {
        if (!op.productos.includes(l.idproducto) || !byId.has(l.idproducto))
          fields[`lineas.${i}.idproducto`] = 'Producto no autorizado en esta operación';
        else if (
          Math.abs(Math.round(l.cantidad * l.precio * 100) - toCents(l.descuento) - toCents(l.importe)) > 1
        )
          fields[`lineas.${i}.importe`] = 'El importe no es cantidad × precio − descuento';
      });
      if (Object.keys(fields).length) throw validationError(fields);
      const totalCents = body.lineas.reduce((s, l) => s + toCents(l.importe), 0);
      if (totalCents > toCents(op.importeautorizado))
        throw validationError({
          lineas: `El total supera el importe autorizado (${op.importeautorizado} €)`,
        });

      let baseCents = 0;
      const lineas = body.lineas.map((l) => {
        const p = byId.get(l.idproducto)!;
        baseCents += Math.round(toCents(l.importe) / (1 + p.iva / 100));
        return {
          producto: p.descripcion,
          cantidad: l.cantidad,
          precio: l.precio,
          descuento: l.descuento,
          importe: l.importe,
          iva: p.iva,
        };
      });
      const litrosfinal =
        Math.round(
          body.lineas
            .filter((l) => byId.get(l.idproducto)?.unidad === 'litro')
            .reduce((s, l) => s + l.cantidad, 0) * 100,
        ) / 100;
      const numero = `${String(op.idlocal).padStart(3, '0')}-A${String(op.id).padStart(8, '0')}`;
      const total = fromCents(totalCents);
      const ticketId = fragment('(SELECT id FROM t)');
      const points = sale.idusuario
        ? computeTicketPoints(sale.reglas, { idlocal: op.idlocal, fecha: now, total, lineas }, sale.catalogo)
        : null;
      // The ticket, its credit charge (credit.service's movement), the operation and, when the driver earns
      // some, the points (the loyalty service's writes), in one statement, prepared: its text is one of a few.
      const params = new Params();
      const text = `WITH t AS (${insertSql(
        tickets,
        {
          numero,
          fecha: now,
          idlocal: op.idlocal,
          idterminal: op.idterminal,
          idcliente: op.idcliente,
          idvehiculo: op.idvehiculo,
          idusuario: sale.idusuario,
          matricula: sale.matricula ?? op.matricula,
          km: op.km,
          lineas,
          base: fromCents(baseCents),
          iva: fromCents(totalCents - baseCents),
          total,
          formapago: 'tarjeta cliente',
        },
        '*',
        params,
      )}), m AS (${insertSql(
        creditMovements,
        {
          idcliente: op.idcliente!,
          tipo: 'cargo',
          importe: total,
          concepto: `Ticket ${numero}`,
          idticket: ticketId,
          idlocal: op.idlocal,
          fecha: now,
        },
        '*',
        params,
      )}), o AS (${updateByIdSql(
        operations,
        op.id,
        { estado: 'completada', importefinal: total, litrosfinal, idticket: ticketId },
        params,
      )} RETURNING "id")${
        points?.puntos
          ? pointsSql(sale.idusuario!, points, { numero, idlocal: op.idlocal, now }, params, req)
          : ''
      } SELECT t.id FROM t`;
      const [row] = await tx.query<{ id: number | string }>(text, { last: true, params });
      const ticket = { id: Number(row!.id), numero, total };
      return completion({ ...op, importefinal: total }, ticket, points?.puntos ?? 0);
    });
  }

  /** The terminal's authorisation, locked, with the products sold, the plate and the driver (one call). */
  private async loadSale(tx: RawTx, term: TerminalActor, id: number, ids: number[]) {
    const params = new Params();
    const args = [
      params.value(id),
      params.value(term.idterminal),
      params.ints(ids),
      params.value(term.idgrupo),
    ];
    const [row] = await tx.query<{ s: Sale | string | null }>(
      `SELECT autorizacion_venta(${args.join(', ')}) AS s`,
      {
        params,
      },
    );
    const raw = row?.s;
    const sale = typeof raw === 'string' ? (JSON.parse(raw) as Sale) : raw;
    if (!sale) throw notFound('No existe la operación en este terminal');
    return {
      ...sale,
      operacion: rowFromJson(operations, sale.operacion),
      reglas: (sale.reglas ?? []).map((r) => rowFromJson(loyaltyRules, r)),
      catalogo: sale.catalogo ?? [],
    };
  }

  /** A retried completion: the ticket as stored and the points it earned (the service finds them, writes none). */
  private async completedAgain(db: Db, op: Operation, req?: FastifyRequest) {
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, op.idticket!));
    const points = ticket!.idusuario ? await awardTicketPoints(db, ticket!.id, req) : { puntos: 0 };
    return completion(op, ticket!, points.puntos);
  }

  /** Anulación: frees what the authorisation held. A retry answers the same and frees nothing more. */
  async cancel(term: TerminalActor, idoperacion: number, now = new Date()) {
    return this.database.db.transaction(async (tx) => {
      const op = await this.lockOperation(tx, term, idoperacion);
      if (op.resultado !== 'aprobada') throw conflict('La operación fue denegada: no hay nada que anular');
      if (op.estado === 'completada')
        throw conflict('La operación ya se completó: una venta hecha no se anula desde el terminal');
      if (op.estado === 'anulada')
        return { idoperacion: op.id, estado: 'anulada' as const, importeliberado: op.importeautorizado };
      if (op.estado === 'caducada' || (op.caduca && op.caduca <= now)) {
        await tx.update(operations).set({ estado: 'caducada' }).where(eq(operations.id, op.id));
        return { idoperacion: op.id, estado: 'caducada' as const, importeliberado: 0 };
      }
      await tx.update(operations).set({ estado: 'anulada' }).where(eq(operations.id, op.id));
      await tx.insert(operations).values({
        fecha: now,
        idlocal: op.idlocal,
        idterminal: term.idterminal,
        tarjeta: op.tarjeta,
        idvehiculo: op.idvehiculo,
        idcliente: op.idcliente,
        tipo: 'anulación',
        importesolicitado: op.importeautorizado,
        importeautorizado: op.importeautorizado,
        resultado: 'aprobada',
        idoperacionorigen: op.id,
        matricula: op.matricula,
      });
      return { idoperacion: op.id, estado: 'anulada' as const, importeliberado: op.importeautorizado };
    });
  }

  /**
   * The terminal's own authorisation, locked after its customer (the authoriser's order), in one round trip
   * (`autorizacion_bloquear`, migration 0023), as it is once both locks are held.
   */
  private async lockOperation(tx: Tx, term: TerminalActor, id: number): Promise<Operation> {
    const result = (await tx.execute(
      sql`select autorizacion_bloquear(${id}, ${term.idterminal}) as o`,
    )) as unknown as { rows: { o: Record<string, unknown> | string | null }[] };
    const o = result.rows[0]?.o;
    if (!o) throw notFound('No existe la operación en este terminal');
    return rowFromJson(operations, typeof o === 'string' ? JSON.parse(o) : o);
  }

  private assertOpen(op: Operation, now: Date) {
    if (op.resultado !== 'aprobada') throw conflict('La operación fue denegada: no se puede completar');
    if (op.estado === 'anulada') throw conflict('La operación está anulada');
    if (op.estado === 'caducada' || (op.caduca && op.caduca <= now))
      throw conflict('La autorización ha caducado: pida una nueva');
  }

  /** Reservations past their time stop holding (they already count for nothing): marked so, for the lists. */
  async expire(now = new Date()): Promise<number> {
    const rows = await this.database.db
      .update(operations)
      .set({ estado: 'caducada' })
      .where(and(eq(operations.estado, 'reservada'), lt(operations.caduca, now)))
      .returning({ id: operations.id });
    return rows.length;
  }
}

/** The answer of a completed operation, the first time and on every retry alike. */
const completion = (
  op: Pick<Operation, 'id' | 'importeautorizado' | 'importefinal'>,
  ticket: Pick<Ticket, 'id' | 'numero' | 'total'>,
  puntos: number,
) => ({
  idoperacion: op.id,
  estado: 'completada' as const,
  idticket: ticket.id,
  numero: ticket.numero,
  total: ticket.total,
  importeliberado: fromCents(toCents(op.importeautorizado) - toCents(op.importefinal ?? 0)),
  puntos,
});

/** What `autorizacion_venta` answers. */
type Sale = {
  operacion: Record<string, unknown>;
  productos: { id: number; descripcion: string; unidad: string; iva: number }[];
  matricula: string | null;
  idusuario: number | null;
  /** The group's active rules and its catalogue, when the driver collects points (else null). */
  reglas: Record<string, unknown>[] | null;
  catalogo: CatalogueProduct[] | null;
};

/**
 * The CTEs that credit a sale's points, as `awardTicketPoints` and `recordPointsMovement` write them: the
 * user's balance (its row locked by the update), the movement with the balance after it, the rules now in
 * use, and the audit row, in the statement that writes the ticket `t`.
 */
function pointsSql(
  idusuario: number,
  points: { puntos: number; reglas: RulePoints[] },
  sale: { numero: string; idlocal: number; now: Date },
  params: Params,
  req?: FastifyRequest,
) {
  const used = rulesInUse(points.reglas);
  const balance = updateByIdSql(
    appUsers,
    idusuario,
    { puntos: fragment(`"puntos" + ${params.value(points.puntos, 'int')}`) },
    params,
  );
  const movement = insertSql(
    loyaltyMovements,
    {
      idusuario,
      fecha: sale.now,
      tipo: 'acumulación',
      puntos: points.puntos,
      saldo: fragment('(SELECT puntos FROM u)'),
      idticket: fragment('(SELECT id FROM t)'),
      idlocal: sale.idlocal,
      motivo: `Ticket ${sale.numero}`,
    },
    '*',
    params,
  );
  const rules = used.length
    ? `, r AS (UPDATE "reglas_fidelizacion" SET "enuso" = TRUE WHERE "id" = ANY(${params.ints(used)}) AND NOT "enuso")`
    : '';
  // The movement as the audit shows every record: its timestamp as the API's ISO text.
  const audit = req
    ? `, a AS (${insertSql(
        webAudit,
        {
          ...auditRow(req, { accion: 'alta', recurso: 'movimientos_puntos' }),
          nivel: 'group',
          idregistro: fragment('(SELECT id::text FROM p)'),
          despues: fragment(
            `(SELECT to_jsonb(p) || jsonb_build_object('fecha', ${params.value(sale.now.toISOString(), 'text')}) FROM p)`,
          ),
          idnivel: fragment('(SELECT idgrupo FROM u)'),
        },
        '*',
        params,
      )})`
    : '';
  return `, u AS (${balance} RETURNING "puntos", "idgrupo"), p AS (${movement})${rules}${audit}`;
}

/** What `autorizacion_datos` answers (amounts as stored: cents, hundredths of litres, thousandths of a euro). */
type Loaded = {
  vehiculo: Record<string, unknown>;
  cliente: {
    id: number;
    activo: boolean;
    borrado: boolean;
    idgrupo: number;
    bloqueado: boolean;
    limitecredito: number;
  };
  opciones: Record<string, unknown>[];
  productos: { id: number; codigo: string; descripcion: string; unidad: string }[];
  precios: Record<string, number>;
  usado: { diaeuros: number; meseuros: number; dialitros: number; meslitros: number };
  reservado: number;
  riesgo: number;
  reservaminutos: number;
};

/**
 * The TPV option that applies at the station (one for the station itself before one for all), undefined
 * when the customer has none live (every station of its group), false when none allows this station.
 */
function stationOption(live: TpvOption[], idlocal: number): TpvOption | undefined | false {
  if (!live.length) return undefined;
  const usable = live.filter((o) => !o.bloqueado && (o.idlocal === idlocal || o.idlocal === 0));
  return usable.find((o) => o.idlocal === idlocal) ?? usable[0] ?? false;
}

/**
 * Litres asked for (hundredths): the quantities when the terminal sent them, else the amount at the
 * station's price of the one fuel asked; null when it cannot be known. `perCent`: litres (hundredths) per
 * cent of the amount, to turn a litre limit into euros.
 */
function litresOf(
  body: AuthorizeRequest,
  catalogue: { id: number; unidad: string }[],
  pricesMilli: Record<string, number>,
  askedCents: number,
): { total: number | null; perCent: number | null } {
  const fuels = new Set(catalogue.filter((p) => p.unidad === 'litro').map((p) => p.id));
  if (!fuels.size) return { total: 0, perCent: 0 };
  const lines = body.productos.filter((p) => fuels.has(p.idproducto));
  if (lines.every((l) => l.cantidad !== undefined)) {
    const total = Math.round(lines.reduce((s, l) => s + (l.cantidad ?? 0), 0) * 100);
    return { total, perCent: total / askedCents };
  }
  if (fuels.size !== 1 || body.productos.length !== 1) return { total: null, perCent: null };
  const milli = pricesMilli[String([...fuels][0])];
  if (!milli) return { total: null, perCent: null };
  const price = milli / 1000;
  // euros / (euros per litre) = litres; in hundredths of each.
  return { total: Math.floor(askedCents / price), perCent: 1 / price };
}

/** Each limit as an amount still allowed (cents), in the order the reasons are given. */
function caps(
  v: Vehicle,
  option: TpvOption | null,
  data: Loaded,
  litres: { total: number | null; perCent: number | null },
): Cap[] {
  const u = data.usado;
  const eurosLeft = (limit: number | null | undefined, usedCents: number) =>
    limit === null || limit === undefined ? Number.POSITIVE_INFINITY : toCents(limit) - usedCents;
  /** Litres left (hundredths) as euros (cents) at the litres-per-cent of this request. */
  const litresLeft = (limit: number | null | undefined, usedHundredths: number) => {
    if (limit === null || limit === undefined) return Number.POSITIVE_INFINITY;
    if (litres.perCent === 0) return Number.POSITIVE_INFINITY; // no fuel asked: a litre limit says nothing
    const left = toCents(limit) - usedHundredths;
    if (left <= 0) return 0;
    if (litres.perCent === null) return Number.POSITIVE_INFINITY; // litres not known: not reduced
    return Math.floor(left / litres.perCent);
  };
  const vehicleEuros = v.unidadlimite === 'euros';
  const day: number[] = [
    vehicleEuros ? eurosLeft(v.limitediario, u.diaeuros) : litresLeft(v.limitediario, u.dialitros),
    eurosLeft(option?.limitediarioeuros, u.diaeuros),
    litresLeft(option?.limitediariolitros, u.dialitros),
  ];
  const month: number[] = [
    vehicleEuros ? eurosLeft(v.limitemensual, u.meseuros) : litresLeft(v.limitemensual, u.meslitros),
    eurosLeft(option?.limitemensualeuros, u.meseuros),
    litresLeft(option?.limitemensuallitros, u.meslitros),
  ];
  const credit = data.cliente.limitecredito - data.riesgo - data.reservado;
  return [
    {
      cents: Math.min(...day),
      partial: 'aprobación parcial: límite diario',
      denial: 'límite diario superado',
    },
    {
      cents: Math.min(...month),
      partial: 'aprobación parcial: límite mensual',
      denial: 'límite mensual superado',
    },
    { cents: credit, partial: 'aprobación parcial: crédito disponible', denial: 'crédito agotado' },
  ];
}
