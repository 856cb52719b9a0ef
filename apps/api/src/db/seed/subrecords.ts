import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  appUsers,
  products as catalogueTable,
  creditMovements,
  customerBanks,
  customerConfig,
  customerDepartments,
  customerRates,
  type customers,
  customerTax,
  customerTpvOptions,
  loyaltyMovements,
  rates,
  userCards,
  userVehicles,
} from '../schema';
import { firstNames, surnames, vehicleMakes } from './data/names';
import { insertMany } from './insert-many';
import { makeCcc, makeMatricula, type Rng } from './random';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

type Input = {
  customers: (typeof customers.$inferInsert & { id: number })[];
  groups: number[];
  stations: number[];
  users: number[];
  tickets: {
    id: number;
    idlocal: number;
    idcliente: number | null;
    idusuario: number | null;
    total: number;
    fecha: Date;
  }[];
};

/** Every tab of a customer, the users' cards and points, and the stations' terminals. */
export async function seedSubrecords(db: Tx, rng: Rng, now: Date, input: Input) {
  const credit = input.customers.filter((c) => !c.contado);
  const companies = (c: Input['customers'][number]) => /^[ABCDEFGHJNPQRSUVW]/.test(c.nif);

  await insertMany(
    db,
    customerConfig,
    input.customers.map((c) => {
      const isCredit = !c.contado;
      const blocked = isCredit && rng.chance(0.04);
      return {
        idcliente: c.id,
        activapuntos: !companies(c) || rng.chance(0.3),
        eliminarpuntos: false,
        profesional: companies(c),
        generafactura: isCredit,
        desactivadtos: rng.chance(0.05),
        limitecredito: isCredit ? rng.int(3, 60) * 500 : 0,
        formapago: isCredit
          ? rng.pick(['recibo SEPA', 'recibo SEPA', 'transferencia', 'tarjeta'])
          : 'contado',
        periodofacturacion: isCredit
          ? rng.pick(['mensual', 'mensual', 'quincenal', 'por ticket'])
          : 'por ticket',
        bloqueado: blocked,
        motivobloqueo: blocked ? 'Impago de las dos últimas remesas' : '',
      };
    }),
  );
  await insertMany(
    db,
    customerTax,
    input.customers.map((c, i) => ({
      idcliente: c.id,
      regimeniva: i % 37 === 0 ? 'exento' : i % 53 === 0 ? 'intracomunitario' : 'general',
      motivoexencion: i % 37 === 0 ? 'Art. 22 Ley 37/1992 (exportación)' : '',
      retencion: companies(c) ? 0 : rng.pick([0, 0, 0, 1]),
      seriefactura: `F${new Date(now).getUTCFullYear() % 100}`,
      cuentacontable: `430${String(c.codigo).padStart(6, '0')}`,
    })),
  );

  const products = ['Gasóleo A', 'Gasóleo A+', 'Sin Plomo 95', 'Sin Plomo 98', 'AdBlue', 'Lavado Premium'];
  await insertMany(
    db,
    customerTpvOptions,
    credit.flatMap((c) =>
      Array.from({ length: rng.int(1, 2) }, (_, i) => ({
        idcliente: c.id,
        descripcion: i === 0 ? 'Flota general' : 'Vehículos pesados',
        idlocal: i === 0 ? 0 : rng.pick(input.stations),
        pidematricula: rng.chance(0.8),
        pidekm: rng.chance(0.5),
        pideconductor: rng.chance(0.3),
        productos: i === 0 ? products.slice(0, 4) : ['Gasóleo A', 'AdBlue'],
        limitediarioeuros: rng.chance(0.7) ? rng.int(2, 10) * 50 : null,
        limitemensualeuros: rng.chance(0.6) ? rng.int(10, 80) * 100 : null,
        limitediariolitros: rng.chance(0.3) ? rng.int(1, 8) * 50 : null,
        limitemensuallitros: null,
        bloqueado: rng.chance(0.05),
        enviado: rng.chance(0.8) ? new Date(now.getTime() - rng.int(0, 60) * DAY) : null,
      })),
    ),
  );

  // The same four rates in every group.
  const rate = (nombre: string, tipo: string, lineas: [producto: string, valor: number][]) => ({
    nombre,
    tipo,
    lineas: lineas.map(([producto, valor]) => ({ producto, valor })),
  });
  const groupRates = [
    rate('Flotas 3 cént.', 'céntimos/litro', [
      ['Gasóleo A', 3],
      ['Sin Plomo 95', 3],
    ]),
    rate('Transportistas 6 cént.', 'céntimos/litro', [['Gasóleo A', 6]]),
    rate('Profesionales 2 %', '% de descuento', [
      ['Gasóleo A', 2],
      ['Sin Plomo 95', 2],
    ]),
    rate('Precio fijo Gasóleo B', 'precio fijo', [['Gasóleo B', 1.049]]),
  ];
  // Each line names the group's product by id as well (Tarifas Descuento edits them by product).
  const catalogue = await db.select().from(catalogueTable);
  const productId = (idgrupo: number, descripcion: string) =>
    catalogue.find((p) => p.idgrupo === idgrupo && p.descripcion === descripcion)?.idproducto;
  const rateRows = input.groups.flatMap((g) =>
    groupRates.map((r) => ({
      idgrupo: g,
      ...r,
      lineas: r.lineas.map((l) => ({ idproducto: productId(g, l.producto), ...l })),
    })),
  );
  const rateIds = await db
    .insert(rates)
    .values(
      rateRows.map((r) => ({
        ...r,
        fechadesde: isoDate(new Date(now.getTime() - 400 * DAY)),
        fechahasta: null,
      })),
    )
    .returning({ id: rates.idtarifa, idgrupo: rates.idgrupo });
  await insertMany(
    db,
    customerRates,
    credit
      .filter(() => rng.chance(0.6))
      .map((c) => ({
        idcliente: c.id,
        idtarifa: rng.pick(rateIds.filter((r) => r.idgrupo === c.idgrupo)).id,
        fechadesde: isoDate(new Date(now.getTime() - rng.int(10, 300) * DAY)),
        fechahasta: rng.chance(0.2) ? isoDate(new Date(now.getTime() + rng.int(30, 300) * DAY)) : null,
        idlocal: 0,
      })),
  );

  await insertMany(
    db,
    customerBanks,
    credit.map((c) => {
      const ccc = makeCcc(rng);
      return {
        idcliente: c.id,
        titular: c.nombre,
        entidad: ccc.entidad,
        oficina: ccc.oficina,
        dc: ccc.dc,
        cuenta: ccc.cuenta,
        iban: ccc.iban,
        bic: ccc.bic,
        mandatoreferencia: `MAND-${String(c.codigo).padStart(6, '0')}`,
        mandatofecha: isoDate(new Date(now.getTime() - rng.int(30, 900) * DAY)),
        principal: true,
      };
    }),
  );
  await insertMany(
    db,
    customerDepartments,
    credit.filter(companies).flatMap((c) =>
      ['Reparto', 'Comercial', 'Dirección', 'Mantenimiento'].slice(0, rng.int(0, 3)).map((nombre, i) => ({
        idcliente: c.id,
        codigo: `D${i + 1}`,
        nombre,
        responsable: `${rng.pick(firstNames)} ${rng.pick(surnames)}`,
        centrocoste: `CC-${100 + i}`,
      })),
    ),
  );

  // Credit: one charge per customer ticket; monthly payments settle most of what is older than a month.
  const charges = input.tickets.filter((t) => t.idcliente);
  const moves: (typeof creditMovements.$inferInsert)[] = charges.map((t) => ({
    idcliente: t.idcliente!,
    fecha: t.fecha,
    tipo: 'cargo',
    importe: t.total,
    idticket: t.id,
    idlocal: t.idlocal,
    concepto: 'Suministro con tarjeta cliente',
  }));
  const byCustomer = new Map<number, number>();
  for (const t of charges) {
    if (now.getTime() - t.fecha.getTime() > 30 * DAY)
      byCustomer.set(t.idcliente!, (byCustomer.get(t.idcliente!) ?? 0) + t.total);
  }
  for (const [idcliente, owed] of byCustomer) {
    moves.push({
      idcliente,
      fecha: new Date(now.getTime() - rng.int(1, 25) * DAY),
      tipo: 'pago',
      importe: Math.round(owed * rng.float(0.85, 1) * 100) / 100,
      concepto: 'Cobro de remesa SEPA',
    });
  }
  await insertMany(db, creditMovements, moves);

  // App users' cards, vehicles and points.
  await insertMany(
    db,
    userCards,
    input.users.flatMap((idusuario) =>
      Array.from({ length: rng.int(1, 2) }, (_, i) => ({
        idusuario,
        tarjeta: `${i === 0 ? '7078' : '4532'} **** **** ${rng.digits(4)}`,
        tipo: i === 0 ? 'fidelización' : 'pago',
        activa: rng.chance(0.92),
        fechaalta: new Date(now.getTime() - rng.int(1, 800) * DAY),
      })),
    ),
  );
  const makes = Object.entries(vehicleMakes).filter(([, m]) => m.turismo?.length);
  await insertMany(
    db,
    userVehicles,
    input.users.flatMap((idusuario) =>
      Array.from({ length: rng.int(0, 2) }, (_, i) => {
        const [marca, models] = rng.pick(makes);
        return {
          idusuario,
          matricula: makeMatricula(rng),
          marca,
          modelo: rng.pick(models.turismo!),
          alias: i === 0 ? 'Mi coche' : 'Coche de empresa',
        };
      }),
    ),
  );
  const points: (typeof loyaltyMovements.$inferInsert)[] = [];
  const appTickets = new Map<number, Input['tickets']>();
  for (const t of input.tickets)
    if (t.idusuario) appTickets.set(t.idusuario, [...(appTickets.get(t.idusuario) ?? []), t]);
  for (const idusuario of input.users) {
    let saldo = 0;
    const own = (appTickets.get(idusuario) ?? []).sort((a, b) => a.fecha.getTime() - b.fecha.getTime());
    for (const t of own) {
      const earned = Math.floor(t.total);
      saldo += earned;
      points.push({
        idusuario,
        fecha: t.fecha,
        tipo: 'acumulación',
        puntos: earned,
        saldo,
        idticket: t.id,
        idlocal: t.idlocal,
        motivo: '',
      });
      if (saldo > 300 && rng.chance(0.2)) {
        saldo -= 250;
        points.push({
          idusuario,
          fecha: new Date(t.fecha.getTime() + 3600_000),
          tipo: 'canje',
          puntos: -250,
          saldo,
          motivo: 'Lavado Premium',
        });
      }
    }
  }
  await insertMany(db, loyaltyMovements, points);
  // One source of truth: a user's balance is where their movements end.
  const balances = new Map<number, number>();
  for (const p of points) balances.set(p.idusuario, p.saldo);
  await db.update(appUsers).set({ puntos: 0 });
  for (const [id, saldo] of balances)
    await db.update(appUsers).set({ puntos: saldo }).where(eq(appUsers.id, id));
}
