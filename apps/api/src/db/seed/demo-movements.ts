import type { Tx } from '../client';
import { operations, type TicketLine, tickets } from '../schema';
import type { DemoPeople } from './demo-people';
import { type DemoPlaces, round2 } from './demo-places';
import { DEMO_CATALOGUE } from './demo-products';
import { insertMany } from './insert-many';
import type { Rng } from './random';

const DAY = 86_400_000;
/** Each product's VAT rate, as the catalogue sets it (a café and water at 10 %). */
const VAT = new Map<string, number>(DEMO_CATALOGUE.map((p) => [p.descripcion, p.iva]));

/** Demo fuels and shop items with their price per unit (€). */
export const DEMO_PRODUCTS = [
  { producto: 'Gasóleo A', precio: 1.489, familia: 'carburante' },
  { producto: 'Gasóleo A+', precio: 1.569, familia: 'carburante' },
  { producto: 'Sin Plomo 95', precio: 1.559, familia: 'carburante' },
  { producto: 'Sin Plomo 98', precio: 1.709, familia: 'carburante' },
  { producto: 'Gasóleo B', precio: 1.129, familia: 'carburante' },
  { producto: 'AdBlue', precio: 0.899, familia: 'carburante' },
  { producto: 'GLP', precio: 0.989, familia: 'carburante' },
  { producto: 'Lavado Premium', precio: 12.5, familia: 'lavado' },
  { producto: 'Café', precio: 1.4, familia: 'tienda' },
  { producto: 'Agua 1,5 l', precio: 1.2, familia: 'tienda' },
] as const;

/**
 * A vehicle's odometer `day` days ago: today's km less what it drives a day, the same every day (it only
 * goes up with time), never below 0. `_drawn` is the random draw this used to take, kept so that the
 * rest of the demo (drawn after it) stays as it was.
 */
const odometer = (kmNow: number, day: number, idvehiculo: number, _drawn: number) =>
  Math.max(0, kmNow - day * (50 + ((idvehiculo * 37) % 350)));

/** Tickets and the authorising centre's operations over the last 90 days (amounts in euros). */
export async function seedMovements(
  db: Tx,
  rng: Rng,
  now: Date,
  { sts, groupOfStation }: DemoPlaces,
  { creditCustomers, vehsOf, users }: DemoPeople,
  terminalsOf: Map<number, number[]>,
) {
  /** One of the station's own terminals (the draw stays where it was, so the rest of the data does too). */
  const terminalAt = (idlocal: number, draw: number) => {
    const own = terminalsOf.get(idlocal) ?? [];
    return own.length ? own[draw % own.length]! : null;
  };
  const usersOf = new Map<number, typeof users>();
  for (const u of users) usersOf.set(u.idgrupo, [...(usersOf.get(u.idgrupo) ?? []), u]);
  const ticketRows: (typeof tickets.$inferInsert)[] = [];
  const opRows: (typeof operations.$inferInsert)[] = [];
  const TICKETS = 20_400;
  const counters = new Map<number, number>();
  const fuels = DEMO_PRODUCTS.filter((p) => p.familia === 'carburante');
  const extras = DEMO_PRODUCTS.filter((p) => p.familia !== 'carburante');
  for (let i = 0; i < TICKETS; i++) {
    const st = rng.pick(sts);
    const idgrupo = groupOfStation.get(st.idlocal)!;
    const day = rng.int(0, 89);
    const fecha = new Date(now.getTime() - day * DAY - rng.int(0, 17 * 3600) * 1000 - 6 * 3600 * 1000);
    const withCustomer = rng.chance(0.35);
    const groupCustomers = creditCustomers.filter((c) => c.idgrupo === idgrupo);
    const cust = withCustomer && groupCustomers.length ? rng.pick(groupCustomers) : undefined;
    const veh = cust ? rng.pick(vehsOf.get(cust.id) ?? [undefined]) : undefined;
    const heavy = veh?.tipo === 'camión' || veh?.tipo === 'autobús';
    const fuel = heavy ? fuels[0]! : rng.pick(fuels.slice(0, 4));
    const litres = round2(heavy ? rng.float(120, 450) : rng.float(15, 65));
    const dto = cust && rng.chance(0.5) ? round2(litres * 0.05) : 0;
    const lineas: TicketLine[] = [
      {
        producto: fuel.producto,
        cantidad: litres,
        precio: fuel.precio,
        descuento: dto,
        importe: round2(litres * fuel.precio - dto),
        iva: 21,
      },
    ];
    if (rng.chance(0.25)) {
      const x = rng.pick(extras);
      const qty = x.familia === 'lavado' ? 1 : rng.int(1, 3);
      lineas.push({
        producto: x.producto,
        cantidad: qty,
        precio: x.precio,
        descuento: 0,
        importe: round2(qty * x.precio),
        iva: VAT.get(x.producto) ?? 21,
      });
    }
    if (heavy && rng.chance(0.3)) {
      const ad = DEMO_PRODUCTS[5];
      const qty = round2(rng.float(10, 40));
      lineas.push({
        producto: ad.producto,
        cantidad: qty,
        precio: ad.precio,
        descuento: 0,
        importe: round2(qty * ad.precio),
        iva: 21,
      });
    }
    // Computed in cents, each VAT rate's base from its lines (as the ticket prints it), so base + VAT is
    // the total exactly; stored through the money columns in euros.
    const grossByRate = new Map<number, number>();
    for (const l of lineas)
      grossByRate.set(l.iva, (grossByRate.get(l.iva) ?? 0) + Math.round(l.importe * 100));
    const totalCents = [...grossByRate.values()].reduce((a, b) => a + b, 0);
    const baseCents = [...grossByRate].reduce((sum, [rate, g]) => sum + Math.round(g / (1 + rate / 100)), 0);
    const total = totalCents / 100;
    const base = baseCents / 100;
    const n = (counters.get(st.idlocal) ?? 0) + 1;
    counters.set(st.idlocal, n);
    const formapago = cust
      ? 'tarjeta cliente'
      : rng.pick(['efectivo', 'tarjeta bancaria', 'tarjeta bancaria', 'app', 'vale']);
    const terminal = terminalAt(st.idlocal, rng.int(1, 3));
    ticketRows.push({
      numero: `${String(st.idlocal).padStart(3, '0')}-${String(n).padStart(6, '0')}`,
      fecha,
      idlocal: st.idlocal,
      idterminal: terminal,
      idcliente: cust?.id ?? null,
      idvehiculo: veh?.id ?? null,
      // An app user of the station's group: points are the group's (one draw either way, as before).
      idusuario: formapago === 'app' ? rng.pick(usersOf.get(idgrupo) ?? users).id : null,
      matricula: veh?.matricula ?? '',
      // The odometer as it read then: the vehicle's km today less what it drives a day, never below 0.
      km: veh && rng.chance(0.7) ? odometer(veh.kmactual ?? 0, day, veh.id, rng.int(50, 400)) : null,
      lineas,
      base,
      iva: (totalCents - baseCents) / 100,
      total,
      formapago,
    });
    if (cust) {
      // The pump asks for its preset (150 €, or the next 50 € above a larger fill) and is granted it all;
      // the sale then ends at the ticket's total, never above what was authorised.
      const requested = Math.max(150, Math.ceil(total / 50) * 50);
      opRows.push({
        fecha: new Date(fecha.getTime() - 90_000),
        idlocal: st.idlocal,
        idterminal: terminal,
        tarjeta: veh?.tarjeta ?? '',
        idvehiculo: veh?.id ?? null,
        idcliente: cust.id,
        tipo: 'autorización',
        importesolicitado: requested,
        importeautorizado: requested,
        resultado: 'aprobada',
        motivo: '',
        idticket: i + 1, // ids follow insertion order on an empty table
        estado: 'completada',
        importefinal: total,
        matricula: veh?.matricula ?? '',
      });
    }
  }
  // Declines, each with its reason.
  const reasons = [
    'límite diario superado',
    'producto no permitido',
    'tarjeta bloqueada',
    'PIN erróneo',
    'crédito agotado',
  ];
  for (let i = 0; i < 900; i++) {
    const st = rng.pick(sts);
    const idgrupo = groupOfStation.get(st.idlocal)!;
    const groupCustomers = creditCustomers.filter((c) => c.idgrupo === idgrupo);
    const cust = rng.pick(groupCustomers);
    const veh = rng.pick(vehsOf.get(cust.id) ?? [undefined]);
    opRows.push({
      fecha: new Date(now.getTime() - rng.int(0, 89) * DAY - rng.int(0, 86_000) * 1000),
      idlocal: st.idlocal,
      idterminal: terminalAt(st.idlocal, rng.int(1, 3)),
      tarjeta: veh?.tarjeta ?? '',
      idvehiculo: veh?.id ?? null,
      idcliente: cust.id,
      tipo: rng.chance(0.9) ? 'autorización' : 'consulta',
      importesolicitado: rng.int(20, 300),
      importeautorizado: 0,
      resultado: 'denegada',
      motivo: rng.pick(reasons),
      idticket: null,
    });
  }
  await insertMany(db, tickets, ticketRows);
  await insertMany(db, operations, opRows);

  return { ticketRows, opRows };
}
