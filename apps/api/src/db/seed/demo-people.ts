import { maskCardNumber } from '@ac/shared';
import { sql } from 'drizzle-orm';
import { cardKey } from '../../lib/cards';
import type { Tx } from '../client';
import { appUsers, customers, userVehicles, vehicles } from '../schema';
import {
  companySuffixes,
  companyWords,
  firstNames,
  streets,
  surnames,
  type VehicleType,
  vehicleMakes,
} from './data/names';
import { towns } from './data/towns';
import { DEMO_PIN, demoCardNumber } from './demo-cards';
import type { DemoPlaces } from './demo-places';
import { makeCif, makeMatricula, makeNif, makePhone, type Rng } from './random';

const DAY = 86_400_000;
const personName = (rng: Rng) => `${rng.pick(firstNames)} ${rng.pick(surnames)} ${rng.pick(surnames)}`;

/** Customers (100 per group), their vehicles, and the app users. */
export async function seedPeople(db: Tx, rng: Rng, now: Date, { grps }: DemoPlaces) {
  // Customers: fleets and professionals (credit) and cash customers, 100 per group.
  const customerRows: (typeof customers.$inferInsert)[] = [];
  for (const g of grps) {
    for (let i = 0; i < 100; i++) {
      const isCompany = rng.chance(0.7);
      const town = rng.pick(towns);
      const nombre = isCompany
        ? `${rng.pick(companyWords)} ${rng.pick(surnames)}${rng.chance(0.3) ? ` ${rng.pick(['e Hijos', 'Hermanos', 'del Duero', 'del Norte', 'Ibérica'])}` : ''} ${rng.pick(companySuffixes)}`
        : personName(rng);
      customerRows.push({
        idgrupo: g.idgrupo,
        codigo: 1000 + i + 1,
        nombre,
        nombrecomercial:
          isCompany && rng.chance(0.5) ? nombre.replace(/ (S\.L\.U?|S\.A\.|S\.Coop\.)$/, '') : '',
        nif: isCompany ? makeCif(rng, rng.pick(['A', 'B', 'B', 'B'])) : makeNif(rng),
        direccion: `${rng.pick(streets)}, ${rng.int(1, 150)}`,
        poblacion: town.poblacion,
        provincia: town.provincia,
        codigopostal: town.codigopostal,
        telefono: makePhone(rng),
        email:
          `${isCompany ? 'administracion' : nombre.split(' ')[0]!.toLowerCase()}.${i + 1}@${isCompany ? 'empresa' : 'correo'}-demo.es`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
        contado: !isCompany && rng.chance(0.5),
        activo: rng.chance(0.94),
        fechaalta: new Date(now.getTime() - rng.int(30, 2500) * DAY),
        observaciones: rng.chance(0.1)
          ? 'Cliente con condiciones especiales negociadas por la delegación.'
          : '',
      });
    }
  }
  const custs: { id: number; idgrupo: number; contado: boolean }[] = [];
  for (let i = 0; i < customerRows.length; i += 100) {
    custs.push(
      ...(await db
        .insert(customers)
        .values(customerRows.slice(i, i + 100))
        .returning({ id: customers.id, idgrupo: customers.idgrupo, contado: customers.contado })),
    );
  }
  const creditCustomers = custs.filter((c) => !c.contado);

  // Vehicles of credit customers.
  const vehicleRows: (typeof vehicles.$inferInsert)[] = [];
  const fleetTypes: VehicleType[] = [
    'turismo',
    'turismo',
    'furgoneta',
    'furgoneta',
    'camión',
    'autobús',
    'maquinaria',
  ];
  for (const c of creditCustomers) {
    const n = rng.int(1, 5);
    for (let i = 0; i < n; i++) {
      const tipo = rng.pick(fleetTypes);
      const makes = Object.entries(vehicleMakes).filter(([, m]) => m[tipo]?.length);
      const [marca, models] = makes.length ? rng.pick(makes) : ['Iveco', { [tipo]: ['Daily'] }];
      vehicleRows.push({
        idcliente: c.id,
        matricula: makeMatricula(rng),
        marca,
        modelo: rng.pick((models as Record<string, readonly string[]>)[tipo] ?? ['—']),
        tipo,
        // Set below from the card's number; drawn as before so the rest of the demo data stays the same.
        tarjeta: rng.digits(4) && '',
        limitediario: rng.chance(0.6) ? rng.int(1, 6) * 50 : null,
        limitemensual: rng.chance(0.6) ? rng.int(5, 40) * 100 : null,
        controlkm: tipo === 'camión' || rng.chance(0.3),
        kmactual: rng.int(5_000, 600_000),
        bloqueado: rng.chance(0.04),
      });
    }
  }
  // Ids taken first, so each card's number (derived from its vehicle's id) is known before the insert.
  const ids = (await db.execute(
    sql`select nextval('vehiculos_id_seq')::int as id from generate_series(1, ${vehicleRows.length})`,
  )) as unknown as { rows: { id: number }[] };
  const key = await cardKey(db);
  const pinHash = key.hashPin(DEMO_PIN);
  vehicleRows.forEach((v, i) => {
    const id = Number(ids.rows[i]!.id);
    const pan = demoCardNumber(id);
    Object.assign(v, {
      id,
      tarjeta: maskCardNumber(pan),
      tarjeta_hash: key.hashCard(pan),
      pin_hash: pinHash,
      motivobloqueo: v.bloqueado ? 'Tarjeta extraviada, pendiente de reposición' : '',
    });
  });
  const vehs = await db.insert(vehicles).values(vehicleRows).returning({
    id: vehicles.id,
    idcliente: vehicles.idcliente,
    matricula: vehicles.matricula,
    marca: vehicles.marca,
    modelo: vehicles.modelo,
    tarjeta: vehicles.tarjeta,
    tipo: vehicles.tipo,
    kmactual: vehicles.kmactual,
  });
  const vehsOf = new Map<number, typeof vehs>();
  for (const v of vehs) vehsOf.set(v.idcliente, [...(vehsOf.get(v.idcliente) ?? []), v]);

  // App users: drivers and customer staff, some attached to a customer.
  const userRows: (typeof appUsers.$inferInsert)[] = [];
  for (let i = 0; i < 420; i++) {
    const nombre = rng.pick(firstNames);
    const apellidos = `${rng.pick(surnames)} ${rng.pick(surnames)}`;
    const cust = rng.chance(0.45) ? rng.pick(custs) : undefined;
    const grp = cust ? cust.idgrupo : rng.pick(grps).idgrupo;
    const alta = now.getTime() - rng.int(1, 900) * DAY;
    userRows.push({
      idgrupo: grp,
      idcliente: cust?.id ?? null,
      nombre,
      apellidos,
      email: `${nombre}.${apellidos.split(' ')[0]}${i}@correo-demo.es`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      telefono: makePhone(rng, 'movil'),
      dni: makeNif(rng),
      activo: rng.chance(0.93),
      verificado: rng.chance(0.8),
      fechaalta: new Date(alta),
      ultimoacceso: rng.chance(0.85) ? new Date(Math.min(now.getTime(), alta + rng.int(0, 900) * DAY)) : null,
      puntos: rng.int(0, 4000),
    });
  }
  const users = await db.insert(appUsers).values(userRows).returning({
    id: appUsers.id,
    email: appUsers.email,
    idgrupo: appUsers.idgrupo,
    idcliente: appUsers.idcliente,
  });

  return { customerRows, custs, creditCustomers, vehsOf, vehs, users };
}
export type DemoPeople = Awaited<ReturnType<typeof seedPeople>>;

/**
 * Drivers: every app user of a fleet customer also has, among their vehicles, the first vehicle of that
 * customer, so the centre links the fleet's operations and tickets to them (the Usuarios detail lists them).
 * Drawn from no random stream: the rest of the demo data stays what it was.
 */
export async function seedDrivers(db: Tx, people: DemoPeople) {
  const rows = people.users.flatMap((u) => {
    const veh = u.idcliente ? people.vehsOf.get(u.idcliente)?.[0] : undefined;
    return veh
      ? [
          {
            idusuario: u.id,
            matricula: veh.matricula,
            marca: veh.marca,
            modelo: veh.modelo,
            alias: 'Vehículo de la flota',
          },
        ]
      : [];
  });
  if (rows.length) await db.insert(userVehicles).values(rows);
}
