import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUsers, companies, loyaltyMovements, loyaltyRules, stations, tickets } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import {
  awardTicketPoints,
  type CatalogueProduct,
  computeTicketPoints,
  type RuleForPoints,
  reverseTicketPoints,
} from './loyalty.service';

const { t } = useTestApp();

const CATALOGUE: CatalogueProduct[] = [
  { idproducto: 1, codigo: 'GOA', descripcion: 'Gasóleo A', unidad: 'litro' },
  { idproducto: 2, codigo: 'LAVP', descripcion: 'Lavado Premium', unidad: 'unidad' },
];

const rule = (over: Partial<RuleForPoints>): RuleForPoints => ({
  nombre: 'Regla',
  tipo: 'puntos por euro',
  valor: 1,
  productos: [],
  locales: [],
  fechadesde: null,
  fechahasta: null,
  dias: [],
  horadesde: null,
  horahasta: null,
  importeminimo: 0,
  prioridad: 10,
  activo: true,
  ...over,
});

// Tuesday 2026-11-24 10:30 in Madrid (09:30 UTC).
const TICKET = {
  idlocal: 7,
  fecha: new Date('2026-11-24T09:30:00Z'),
  total: 72.5,
  lineas: [
    { producto: 'gasoleo a', cantidad: 40, importe: 60 },
    { producto: 'Lavado Premium', cantidad: 1, importe: 12.5 },
  ],
};

describe('computeTicketPoints', () => {
  it('adds per-euro and per-litre points, then a multiplier doubles what came before it', () => {
    const res = computeTicketPoints(
      [
        rule({ id: 3, tipo: 'multiplicador', valor: 2, prioridad: 50 }),
        rule({ id: 1, tipo: 'puntos por euro', valor: 1, prioridad: 10 }),
        rule({ id: 2, tipo: 'puntos por litro', valor: 0.5, prioridad: 20 }),
        rule({ id: 4, tipo: 'bono fijo', valor: 25, prioridad: 60 }),
      ],
      TICKET,
      CATALOGUE,
    );
    expect(res.reglas.map((r) => [r.id, r.puntos])).toEqual([
      [1, 72],
      [2, 20],
      [3, 92],
      [4, 25],
    ]);
    expect(res.puntos).toBe(209);
  });

  it('counts only the lines of its products, and only litres for a per-litre rule', () => {
    const res = computeTicketPoints(
      [rule({ id: 1, productos: [2] }), rule({ id: 2, tipo: 'puntos por litro', productos: [2] })],
      TICKET,
      CATALOGUE,
    );
    expect(res.reglas[0]).toMatchObject({ puntos: 12, aplica: true });
    expect(res.reglas[1]).toMatchObject({ puntos: 0, aplica: false, motivo: 'El ticket no lleva litros' });
  });

  it('is exact with decimal values (0,29 × 100 is 29, not 28)', () => {
    const res = computeTicketPoints(
      [rule({ tipo: 'puntos por litro', valor: 0.29 })],
      { ...TICKET, lineas: [{ producto: 'GOA', cantidad: 100, importe: 148.9 }] },
      CATALOGUE,
    );
    expect(res.puntos).toBe(29);
  });

  it('says why a rule gives nothing: station, dates, weekday, hours, minimum, inactive', () => {
    const cases: [Partial<RuleForPoints>, string][] = [
      [{ locales: [8] }, 'No aplica en esta estación'],
      [{ fechadesde: '2026-11-25' }, 'Todavía no ha empezado'],
      [{ fechahasta: '2026-11-23' }, 'Ya ha terminado'],
      [{ dias: [6, 7] }, 'No aplica los martes'],
      [{ horadesde: '11:00', horahasta: '14:00' }, 'Fuera del horario de la regla'],
      [{ importeminimo: 80 }, 'No llega al importe mínimo'],
      [{ activo: false }, 'Regla inactiva'],
    ];
    for (const [over, motivo] of cases)
      expect(computeTicketPoints([rule(over)], TICKET, CATALOGUE).reglas[0]).toMatchObject({
        puntos: 0,
        motivo,
      });
    // Madrid time, and a window past midnight wraps round.
    expect(
      computeTicketPoints([rule({ horadesde: '10:30', horahasta: '10:31' })], TICKET, CATALOGUE).puntos,
    ).toBe(72);
    expect(
      computeTicketPoints([rule({ horadesde: '22:00', horahasta: '11:00' })], TICKET, CATALOGUE).puntos,
    ).toBe(72);
    expect(
      computeTicketPoints([rule({ dias: [2], fechadesde: '2026-11-24' })], TICKET, CATALOGUE).puntos,
    ).toBe(72);
  });
});

describe('awardTicketPoints / reverseTicketPoints', () => {
  /** A new ticket of an app user at a station of the user's group. */
  async function newTicket(total: number, withUser = true) {
    const [user] = await t.db.select().from(appUsers).where(eq(appUsers.idgrupo, 1)).limit(1);
    const [station] = await t.db
      .select({ idlocal: stations.idlocal })
      .from(stations)
      .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
      .where(eq(companies.idgrupo, 1))
      .limit(1);
    const [ticket] = await t.db
      .insert(tickets)
      .values({
        numero: `T-${Math.random().toString(36).slice(2, 8)}`,
        fecha: new Date(),
        idlocal: station!.idlocal,
        idusuario: withUser ? user!.id : null,
        lineas: [{ producto: 'Gasóleo A', cantidad: 30, precio: 1.5, descuento: 0, importe: total, iva: 21 }],
        base: total / 1.21,
        iva: total - total / 1.21,
        total,
        formapago: 'app',
      })
      .returning();
    return { ticket: ticket!, user: user! };
  }
  const balance = async (id: number) =>
    (await t.db.select({ puntos: appUsers.puntos }).from(appUsers).where(eq(appUsers.id, id)))[0]!.puntos;

  it('credits the points of the active rules once, with the balance after', async () => {
    const { ticket, user } = await newTicket(45.99);
    const before = await balance(user.id);
    const [a, b] = await Promise.all([
      t.db.transaction((tx) => awardTicketPoints(tx, ticket.id)),
      t.db.transaction((tx) => awardTicketPoints(tx, ticket.id)),
    ]);
    expect(a.puntos).toBe(45);
    expect(b.movimiento?.id).toBe(a.movimiento?.id);
    expect(a.movimiento).toMatchObject({
      tipo: 'acumulación',
      puntos: 45,
      saldo: before + 45,
      idlocal: ticket.idlocal,
    });
    expect(await balance(user.id)).toBe(before + 45);
    const rows = await t.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.idticket, ticket.id));
    expect(rows).toHaveLength(1);
    const [used] = await t.db
      .select({ enuso: loyaltyRules.enuso })
      .from(loyaltyRules)
      .where(and(eq(loyaltyRules.idgrupo, 1), eq(loyaltyRules.tipo, 'puntos por euro')));
    expect(used!.enuso).toBe(true);
  });

  it('reverses a refunded ticket once; a second refund changes nothing', async () => {
    const { ticket, user } = await newTicket(20);
    await t.db.transaction((tx) => awardTicketPoints(tx, ticket.id));
    const before = await balance(user.id);
    const first = await t.db.transaction((tx) => reverseTicketPoints(tx, ticket.id));
    expect(first).toMatchObject({ tipo: 'anulación', puntos: -20, saldo: before - 20 });
    expect(await t.db.transaction((tx) => reverseTicketPoints(tx, ticket.id))).toBeNull();
    expect(await balance(user.id)).toBe(before - 20);
    // Awarding again after the reversal does not give the points back.
    expect((await t.db.transaction((tx) => awardTicketPoints(tx, ticket.id))).puntos).toBe(20);
    expect(await balance(user.id)).toBe(before - 20);
  });

  it('writes nothing for a ticket without an app user, or one that earned nothing', async () => {
    const { ticket } = await newTicket(30, false);
    expect(await t.db.transaction((tx) => awardTicketPoints(tx, ticket.id))).toMatchObject({
      puntos: 0,
      movimiento: null,
    });
    expect(await t.db.transaction((tx) => reverseTicketPoints(tx, ticket.id))).toBeNull();
    expect(
      await t.db.select().from(loyaltyMovements).where(eq(loyaltyMovements.idticket, ticket.id)),
    ).toEqual([]);
  });
});
