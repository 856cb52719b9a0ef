import {
  ACTION_LABELS,
  ACTIONS,
  OPERATOR_PERMISSIONS,
  permissionName,
  RESOURCE_LABELS,
  RESOURCES,
} from '@ac/shared';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import {
  appAudit,
  appUsers,
  authAccounts,
  authGroupPermissions,
  authGroups,
  authPermissionScopes,
  authPermissions,
  commercialAccounts,
  companies,
  customers,
  groups,
  operations,
  stations,
  type TicketLine,
  tickets,
  vehicles,
  webAudit,
} from '../schema';
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
import { insertMany } from './insert-many';
import { createRng, makeCif, makeMatricula, makeNif, makePhone, type Rng } from './random';
import { seedSubrecords } from './subrecords';

export const DEMO_PASSWORD = 'Demo#2026';
const DAY = 86_400_000;

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

const STATION_PLAN: { empresa: number; town: string; name: string }[] = [
  { empresa: 0, town: 'Valladolid', name: 'E.S. Valladolid Norte' },
  { empresa: 0, town: 'Tordesillas', name: 'E.S. Tordesillas A-62' },
  { empresa: 0, town: 'Medina del Campo', name: 'E.S. Medina del Campo' },
  { empresa: 1, town: 'Salamanca', name: 'E.S. Salamanca Vía de Servicio' },
  { empresa: 1, town: 'Zamora', name: 'E.S. Zamora Los Bloques' },
  { empresa: 1, town: 'Benavente', name: 'E.S. Benavente Cruce A-6' },
  { empresa: 2, town: 'Burgos', name: 'E.S. Burgos Villafría' },
  { empresa: 2, town: 'Aranda de Duero', name: 'E.S. Aranda Ribera' },
  { empresa: 2, town: 'Miranda de Ebro', name: 'E.S. Miranda AP-1' },
  { empresa: 3, town: 'Soria', name: 'E.S. Soria Valonsadero' },
  { empresa: 3, town: 'Segovia', name: 'E.S. Segovia Acueducto' },
  { empresa: 3, town: 'Palencia', name: 'E.S. Palencia Canal' },
  { empresa: 3, town: 'León', name: 'E.S. León Puente Castro' },
  { empresa: 4, town: 'Santander', name: 'E.S. Santander Bahía' },
  { empresa: 4, town: 'Oviedo', name: 'E.S. Oviedo La Corredoria' },
  { empresa: 4, town: 'Gijón', name: 'E.S. Gijón Puerto' },
  { empresa: 5, town: 'Bilbao', name: 'E.S. Bilbao Zorrotza' },
  { empresa: 5, town: 'Lugo', name: 'E.S. Lugo Muralla' },
  { empresa: 5, town: 'A Coruña', name: 'E.S. A Coruña Alfonso Molina' },
  { empresa: 5, town: 'Ponferrada', name: 'E.S. Ponferrada Bierzo' },
];

const personName = (rng: Rng) => `${rng.pick(firstNames)} ${rng.pick(surnames)} ${rng.pick(surnames)}`;
const townOf = (name: string) => towns.find((t) => t.poblacion === name) ?? towns[0]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function seedDemo(db: Db, log: (m: string) => void, now = new Date()) {
  const rng = createRng('centro-autorizador-demo');
  const t0 = Date.now();

  // Scope hierarchy.
  const accs = await db
    .insert(commercialAccounts)
    .values([
      { nombre: 'Petrocentro Castilla S.L.', nif: makeCif(rng, 'B') },
      { nombre: 'Gasóleos del Norte S.A.', nif: makeCif(rng, 'A') },
    ])
    .returning();
  const grps = await db
    .insert(groups)
    .values([
      { grupo: 'Grupo Meseta', idcuentacomercial: accs[0]!.id },
      { grupo: 'Grupo Duero', idcuentacomercial: accs[0]!.id },
      { grupo: 'Grupo Cantábrico', idcuentacomercial: accs[1]!.id },
    ])
    .returning();
  const companyPlan = [
    ['Estaciones Pisuerga S.L.', 0, 'Valladolid'],
    ['Carburantes Tormes S.L.', 0, 'Salamanca'],
    ['Energías Arlanzón S.A.', 1, 'Burgos'],
    ['Servicios Viarios Duero S.L.', 1, 'Soria'],
    ['Petróleos Cantábricos S.A.', 2, 'Santander'],
    ['Red de Estaciones Atlántico S.L.', 2, 'A Coruña'],
  ] as const;
  const comps = await db
    .insert(companies)
    .values(
      companyPlan.map(([empresa, g, town]) => ({
        empresa,
        idgrupo: grps[g]!.idgrupo,
        nif: makeCif(rng, 'B'),
        direccion: `${rng.pick(streets)}, ${rng.int(1, 120)}, ${townOf(town).codigopostal} ${town}`,
      })),
    )
    .returning();
  const sts = await db
    .insert(stations)
    .values(
      STATION_PLAN.map((s, i) => {
        const town = townOf(s.town);
        const company = comps[s.empresa]!;
        const grp = grps.find((g) => g.idgrupo === company.idgrupo)!;
        return {
          local: s.name,
          idempresa: company.idempresa,
          idcuentacomercial: grp.idcuentacomercial,
          activolocal: i !== 11,
          es24: rng.chance(0.45),
          lavado: rng.chance(0.6),
          parking: rng.chance(0.5),
          duchas: rng.chance(0.25),
          restaurante: rng.chance(0.3),
          tienda: rng.chance(0.85),
          muestraprecio: rng.chance(0.9),
          observlocal: i === 11 ? 'Cerrada por obras de remodelación del área de repostaje.' : '',
          direccion: `${rng.pick(streets)}, ${rng.int(1, 200)}`,
          poblacion: town.poblacion,
          provincia: town.provincia,
          codigopostal: town.codigopostal,
          telefono: makePhone(rng, 'fijo'),
          latitud: round2(town.latitud * 100) / 100 + rng.float(-0.01, 0.01),
          longitud: town.longitud + rng.float(-0.01, 0.01),
        };
      }),
    )
    .returning();
  const groupOfStation = new Map(
    sts.map((s) => [s.idlocal, comps.find((c) => c.idempresa === s.idempresa)!.idgrupo] as const),
  );

  // Permissions, groups and staff.
  const perms = await db
    .insert(authPermissions)
    .values(
      RESOURCES.flatMap((r) =>
        ACTIONS.map((a) => ({
          descripcion: `${ACTION_LABELS[a]}: ${RESOURCE_LABELS[r]}`,
          descripcioncodigo: `${a.toUpperCase()}_${r.toUpperCase()}`,
          tipo_permiso: permissionName(a, r),
        })),
      ),
    )
    .returning();
  const permId = new Map(perms.map((p) => [p.tipo_permiso, p.id]));
  const authGrps = await db
    .insert(authGroups)
    .values([
      { descripcion: 'Administradores' },
      { descripcion: 'Operadores de atención' },
      { descripcion: 'Supervisores de zona' },
      { descripcion: 'Auditoría interna' },
    ])
    .returning();
  const [admins, operators, supervisors, auditors] = authGrps as [
    (typeof authGrps)[0],
    (typeof authGrps)[0],
    (typeof authGrps)[0],
    (typeof authGrps)[0],
  ];
  const grant = (g: number, names: string[]) =>
    names.map((n) => ({ idauthgroup: g, idauthpermission: permId.get(n)! }));
  const allViews = RESOURCES.map((r) => permissionName('view', r));
  await db.insert(authGroupPermissions).values([
    ...grant(
      admins.id,
      perms.map((p) => p.tipo_permiso),
    ),
    ...grant(operators.id, OPERATOR_PERMISSIONS),
    ...grant(supervisors.id, [
      ...allViews.filter((v) => v !== 'can_view_permiso'),
      ...(['cliente', 'usuario', 'vehiculo'] as const).flatMap((r) => [
        permissionName('create', r),
        permissionName('edit', r),
      ]),
    ]),
    ...grant(auditors.id, ['can_view_auditoria', 'can_view_cliente', 'can_view_usuario', 'can_view_permiso']),
  ]);
  const hash = await hashPassword(DEMO_PASSWORD);
  const staff = await db
    .insert(authAccounts)
    .values([
      { email: 'admin@demo.es', nombre: 'Administración Demo', password_hash: hash, idauthgroup: admins.id },
      { email: 'operador@demo.es', nombre: 'Operador Demo', password_hash: hash, idauthgroup: operators.id },
      {
        email: 'lucia.herrero@demo.es',
        nombre: 'Lucía Herrero Sanz',
        password_hash: hash,
        idauthgroup: supervisors.id,
      },
      {
        email: 'javier.ortega@demo.es',
        nombre: 'Javier Ortega Prieto',
        password_hash: hash,
        idauthgroup: operators.id,
      },
      {
        email: 'auditoria@demo.es',
        nombre: 'Marta Iglesias Calvo',
        password_hash: hash,
        idauthgroup: auditors.id,
      },
      {
        email: 'antiguo.empleado@demo.es',
        nombre: 'Ramón Vidal Soler',
        password_hash: hash,
        idauthgroup: operators.id,
        activo: false,
      },
    ])
    .returning();
  const staffBy = (email: string) => staff.find((s) => s.email === email)!;
  await db.insert(authPermissionScopes).values([
    { idauthaccount: staffBy('admin@demo.es').id },
    {
      idauthaccount: staffBy('operador@demo.es').id,
      idcuentacomercial: accs[0]!.id,
      idgrupo: grps[0]!.idgrupo,
    },
    { idauthaccount: staffBy('lucia.herrero@demo.es').id, idcuentacomercial: accs[0]!.id },
    {
      idauthaccount: staffBy('javier.ortega@demo.es').id,
      idcuentacomercial: accs[1]!.id,
      idgrupo: grps[2]!.idgrupo,
    },
    {
      idauthaccount: staffBy('javier.ortega@demo.es').id,
      idcuentacomercial: accs[0]!.id,
      idgrupo: grps[1]!.idgrupo,
      idempresa: comps[2]!.idempresa,
      idlocal: sts[6]!.idlocal,
    },
    { idauthaccount: staffBy('auditoria@demo.es').id },
    {
      idauthaccount: staffBy('antiguo.empleado@demo.es').id,
      idgrupo: grps[1]!.idgrupo,
      idcuentacomercial: accs[0]!.id,
    },
  ]);

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
        tarjeta: `7078 **** **** ${rng.digits(4)}`,
        limitediario: rng.chance(0.6) ? rng.int(1, 6) * 5000 : null,
        limitemensual: rng.chance(0.6) ? rng.int(5, 40) * 10000 : null,
        controlkm: tipo === 'camión' || rng.chance(0.3),
        kmactual: rng.int(5_000, 600_000),
        bloqueado: rng.chance(0.04),
      });
    }
  }
  const vehs = await db.insert(vehicles).values(vehicleRows).returning({
    id: vehicles.id,
    idcliente: vehicles.idcliente,
    matricula: vehicles.matricula,
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
  const users = await db
    .insert(appUsers)
    .values(userRows)
    .returning({ id: appUsers.id, email: appUsers.email, idgrupo: appUsers.idgrupo });

  // Tickets and the authorising centre's operations, over the last 90 days.
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
        iva: 21,
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
    const total = Math.round(lineas.reduce((s, l) => s + l.importe, 0) * 100);
    const base = Math.round(total / 1.21);
    const n = (counters.get(st.idlocal) ?? 0) + 1;
    counters.set(st.idlocal, n);
    const formapago = cust
      ? 'tarjeta cliente'
      : rng.pick(['efectivo', 'tarjeta bancaria', 'tarjeta bancaria', 'app', 'vale']);
    const terminal = st.idlocal * 10 + rng.int(1, 3);
    ticketRows.push({
      numero: `${String(st.idlocal).padStart(3, '0')}-${String(n).padStart(6, '0')}`,
      fecha,
      idlocal: st.idlocal,
      idterminal: terminal,
      idcliente: cust?.id ?? null,
      idvehiculo: veh?.id ?? null,
      idusuario: formapago === 'app' ? rng.pick(users).id : null,
      matricula: veh?.matricula ?? '',
      km: veh && rng.chance(0.7) ? (veh.kmactual ?? 0) - day * rng.int(50, 400) : null,
      lineas,
      base,
      iva: total - base,
      total,
      formapago,
    });
    if (cust) {
      opRows.push({
        fecha: new Date(fecha.getTime() - 90_000),
        idlocal: st.idlocal,
        idterminal: terminal,
        tarjeta: veh?.tarjeta ?? '',
        idvehiculo: veh?.id ?? null,
        idcliente: cust.id,
        tipo: 'autorización',
        importesolicitado: 15000,
        importeautorizado: total,
        resultado: 'aprobada',
        motivo: '',
        idticket: i + 1, // ids follow insertion order on an empty table
      });
    }
  }
  // Declines, each with its reason.
  const reasons = [
    'límite superado',
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
      idterminal: st.idlocal * 10 + rng.int(1, 3),
      tarjeta: veh?.tarjeta ?? '',
      idvehiculo: veh?.id ?? null,
      idcliente: cust.id,
      tipo: rng.chance(0.9) ? 'autorización' : 'consulta',
      importesolicitado: rng.int(20, 300) * 100,
      importeautorizado: 0,
      resultado: 'denegada',
      motivo: rng.pick(reasons),
      idticket: null,
    });
  }
  await insertMany(db, tickets, ticketRows);
  await insertMany(db, operations, opRows);

  await seedSubrecords(db, rng, now, {
    customers: customerRows.map((c, i) => ({ ...c, id: custs[i]!.id })),
    groups: grps.map((g) => g.idgrupo),
    stations: sts.map((s) => s.idlocal),
    users: users.map((u) => u.id),
    tickets: ticketRows.map((t, i) => ({
      id: i + 1,
      idcliente: t.idcliente ?? null,
      total: t.total,
      fecha: t.fecha,
      idusuario: t.idusuario ?? null,
    })),
  });

  // Audit trails.
  const staffActions: (typeof webAudit.$inferInsert)[] = [];
  for (let i = 0; i < 1500; i++) {
    const who = rng.pick(staff.filter((s) => s.activo));
    const kind = rng.pick(['login', 'login', 'login', 'modificacion', 'alta', 'baja']);
    const cust = rng.pick(custs);
    staffActions.push({
      fecha: new Date(now.getTime() - rng.int(0, 89 * 86_400) * 1000),
      idauthaccount: who.id,
      usuario: who.email,
      accion: kind,
      recurso: kind === 'login' ? 'sesion' : 'cliente',
      idregistro: kind === 'login' ? '' : String(cust.id),
      antes:
        kind === 'modificacion'
          ? { id: cust.id, telefono: makePhone(rng), activo: true }
          : kind === 'baja'
            ? { id: cust.id, activo: true }
            : null,
      despues:
        kind === 'modificacion'
          ? { id: cust.id, telefono: makePhone(rng), activo: true }
          : kind === 'alta'
            ? { id: cust.id, activo: true }
            : null,
      motivo: kind === 'baja' ? 'Cliente duplicado en el alta' : '',
      ip: `10.20.${rng.int(0, 20)}.${rng.int(2, 250)}`,
    });
  }
  await insertMany(db, webAudit, staffActions);
  const appActions: (typeof appAudit.$inferInsert)[] = [];
  const appKinds = [
    ['login', 'Inicio de sesión en la app'],
    ['consulta_puntos', 'Consulta del saldo de puntos'],
    ['canje', 'Canje de puntos por un lavado'],
    ['pago_movil', 'Pago de repostaje desde la app'],
    ['alta_vehiculo', 'Alta de un vehículo en la app'],
    ['cambio_password', 'Cambio de contraseña'],
  ] as const;
  for (let i = 0; i < 4000; i++) {
    const u = rng.pick(users);
    const [accion, detalle] = rng.pick(appKinds);
    appActions.push({
      fecha: new Date(now.getTime() - rng.int(0, 89 * 86_400) * 1000),
      idusuario: u.id,
      usuario: u.email,
      accion,
      recurso: 'app',
      detalle,
      ip: `88.${rng.int(1, 250)}.${rng.int(0, 250)}.${rng.int(2, 250)}`,
      dispositivo: rng.pick(['Android 15', 'Android 14', 'iOS 19', 'iOS 18', 'Web']),
    });
  }
  await insertMany(db, appAudit, appActions);
  log(
    `Datos de demostración: ${sts.length} estaciones, ${custs.length} clientes, ${vehs.length} vehículos, ` +
      `${ticketRows.length} tickets, ${opRows.length} operaciones (${Date.now() - t0} ms)`,
  );
}
