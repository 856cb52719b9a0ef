import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';

// Benchmark volumes, generated inside the database (INSERT … SELECT over generate_series, never row by row
// from Node), one transaction per phase. The customers all go to the first group, so searches and sorts are
// measured in a 100,000-customer group; so do the 500 volume stations, so the price grid of that group has
// 500+ rows. `xl` is `large` with ten million tickets (the deep-page figures at scale).
export type Volume = 'large' | 'xl';
const VOLUMES = {
  large: { tickets: 1_000_000 },
  xl: { tickets: 10_000_000 },
} satisfies Record<Volume, { tickets: number }>;
const CUSTOMERS = 100_000;
const OPERATIONS = 1_000_000;
const WEB_AUDIT = 1_000_000;
const CREDIT_MOVEMENTS = 1_000_000;
const VOUCHERS = 500_000;
// One statement per million rows: bounded work per statement, still few round trips.
const CHUNK = 1_000_000;
const STATIONS = 500;
const HISTORY_DAYS = 340;

const stationIds = sql`(select array_agg(idlocal order by idlocal) ids from locales) s`;
const customerSpan = sql`(select min(id) lo, greatest(count(*), 1) span from clientes) c`;

/**
 * One phase in one transaction, without the request statement timeout. For the big tables the secondary
 * indexes are dropped first and built again at the end (what pg_indexes says they are, so migrations that
 * add an index are followed): building an index once over millions of rows is several times faster than
 * keeping it up to date row by row. Indexes that back a constraint (primary keys, unique) stay.
 */
async function phase(
  db: Db,
  log: (m: string) => void,
  label: string,
  rows: number,
  run: (tx: Tx, from: number, to: number) => Promise<unknown>,
  opts: { table?: string; once?: boolean } = {},
) {
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    let indexes: { indexname: string; indexdef: string }[] = [];
    if (opts.table) {
      const res = await tx.execute(sql`
        select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = ${opts.table}
          and not exists (select 1 from pg_constraint k where k.conindid = (quote_ident(i.indexname))::regclass)`);
      indexes = (res as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
      for (const i of indexes) await tx.execute(sql.raw(`drop index ${JSON.stringify(i.indexname)}`));
    }
    if (opts.once) await run(tx, 1, rows);
    else
      for (let from = 1; from <= rows; from += CHUNK) await run(tx, from, Math.min(rows, from + CHUNK - 1));
    for (const i of indexes) await tx.execute(sql.raw(i.indexdef));
  });
  log(`  ${label}: ${rows.toLocaleString('es-ES')} filas (${Math.round((Date.now() - t0) / 1000)} s)`);
}

export async function seedLarge(
  db: Db,
  log: (m: string) => void,
  volume: Volume = 'large',
  maintenance: (statement: string) => Promise<unknown> = (q) => db.execute(sql.raw(q)),
) {
  const { tickets } = VOLUMES[volume];
  const t0 = Date.now();
  log(`Generando volumen de benchmark (SEED=${volume})…`);
  await db.execute(sql`select setseed(0.42)`);
  // 500 more stations in the first group first, so the volume tickets and operations spread over them too.
  await phase(
    db,
    log,
    'estaciones',
    STATIONS,
    (tx) =>
      tx.execute(sql`
      insert into locales (local, idempresa, idcuentacomercial, poblacion, provincia)
      select 'E.S. Volumen ' || lpad(n::text, 3, '0'), c.idempresa, g.idcuentacomercial, 'Valladolid', 'Valladolid'
      from generate_series(1, ${STATIONS}) n,
           (select idempresa, idgrupo from empresas order by idempresa limit 1) c
           join grupos g on g.idgrupo = c.idgrupo`),
    { once: true },
  );
  await phase(
    db,
    log,
    'clientes',
    CUSTOMERS,
    (tx, a, b) =>
      tx.execute(sql`
      insert into clientes (idgrupo, codigo, nombre, nif, poblacion, provincia, codigopostal, contado, activo, fechaalta)
      select g.ids[1], 100000 + n,
             'Cliente de volumen ' || n, lpad(n::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', n % 23 + 1, 1),
             (array['Valladolid','Burgos','León','Salamanca','Santander','Oviedo'])[1 + n % 6], 'Valladolid', '47001',
             n % 5 = 0, n % 17 <> 0, now() - (n % 2000) * interval '1 day'
      from generate_series(${a}::int, ${b}::int) n, (select array_agg(idgrupo order by idgrupo) ids from grupos) g`),
    { table: 'clientes' },
  );
  // The same ticket lines for every row: a constant, built once per statement.
  const lines = JSON.stringify([
    { producto: 'Gasóleo A', cantidad: 40, precio: 1.489, descuento: 0, importe: 59.56, iva: 21 },
  ]);
  await phase(
    db,
    log,
    'tickets',
    tickets,
    (tx, a, b) =>
      tx.execute(sql`
      insert into tickets (numero, fecha, idlocal, idterminal, idcliente, matricula, lineas, base, iva, total, formapago)
      select 'L-' || n, now() - random() * interval '365 days', s.ids[1 + n % array_length(s.ids, 1)], null,
             case when n % 3 = 0 then c.lo + (n % c.span) else null end, '',
             ${lines}::jsonb, 4922, 1034, 5956, 'tarjeta bancaria'
      from generate_series(${a}::int, ${b}::int) n, ${stationIds}, ${customerSpan}`),
    { table: 'tickets' },
  );
  await phase(
    db,
    log,
    'operaciones',
    OPERATIONS,
    (tx, a, b) =>
      tx.execute(sql`
      insert into operaciones (fecha, idlocal, idcliente, tipo, importesolicitado, importeautorizado, resultado, motivo)
      select now() - random() * interval '365 days', s.ids[1 + n % array_length(s.ids, 1)], c.lo + (n % c.span),
             'autorización', 10000, case when n % 20 = 0 then 0 else 5956 end,
             case when n % 20 = 0 then 'denegada' else 'aprobada' end,
             case when n % 20 = 0 then 'límite diario superado' else '' end
      from generate_series(${a}::int, ${b}::int) n, ${stationIds}, ${customerSpan}`),
    { table: 'operaciones' },
  );
  await phase(
    db,
    log,
    'auditoría web',
    WEB_AUDIT,
    (tx, a, b) =>
      tx.execute(sql`
      insert into web_audit (fecha, idauthaccount, usuario, accion, recurso, idregistro, ip)
      select now() - random() * interval '365 days', 1, 'admin@demo.es',
             (array['login','modificacion','alta'])[1 + n % 3], 'cliente', (n % 1000)::text, '10.0.0.1'
      from generate_series(${a}::int, ${b}::int) n`),
    { table: 'web_audit' },
  );
  // Credit: ten movements per customer over a year (cargos at the stations, every fifth a payment).
  await phase(
    db,
    log,
    'movimientos de crédito',
    CREDIT_MOVEMENTS,
    (tx, a, b) =>
      tx.execute(sql`
      insert into movimientos_credito (idcliente, fecha, tipo, importe, idlocal, concepto)
      select c.lo + (n % c.span), now() - random() * interval '365 days',
             case when n % 5 = 0 then 'pago' else 'cargo' end, case when n % 5 = 0 then 20000 else 5956 end,
             case when n % 5 = 0 then null else s.ids[1 + n % array_length(s.ids, 1)] end,
             case when n % 5 = 0 then 'Cobro de remesa SEPA' else 'Suministro con tarjeta cliente' end
      from generate_series(${a}::int, ${b}::int) n, ${stationIds}, ${customerSpan}`),
    { table: 'movimientos_credito' },
  );
  // Vouchers: one batch per group; codes unique (volume only: they carry no check character).
  await phase(db, log, 'vales', VOUCHERS, async (tx, a, b) => {
    if (a === 1)
      await tx.execute(sql`
          insert into vales_lotes (idgrupo, cantidad, importe, fechacaducidad, descripcion)
          select idgrupo, 0, 2000, current_date + 365, 'Volumen de benchmark' from grupos`);
    await tx.execute(sql`
      insert into vales (idgrupo, idlote, codigo, importe, saldo, fechaemision, fechacaducidad, estado)
      select l.idgrupo, l.id, 'B' || lpad(n::text, 10, '0'), 2000, case when n % 4 = 0 then 0 else 2000 end,
             now() - random() * interval '365 days', current_date + 365,
             case when n % 4 = 0 then 'canjeado' else 'emitido' end
      from generate_series(${a}::int, ${b}::int) n
      join (select id, idgrupo, row_number() over (order by id) - 1 k, count(*) over () m
            from vales_lotes) l on l.k = n % l.m`);
  });
  // The price grid of the group at volume: a price for every fuel at each volume station and a price a day
  // for most of a year (500 stations × fuels × 340 days: over a million history rows).
  const volumeStations = sql`(select l.idlocal from locales l where l.local like 'E.S. Volumen %')`;
  const groupFuels = sql`(select p.idproducto from productos p join empresas e on e.idgrupo = p.idgrupo
    where e.idempresa = (select min(idempresa) from empresas) and p.familia = 'carburante')`;
  const fuels = await db.execute(sql`select count(*)::int n from ${groupFuels} f`);
  const fuelCount = (fuels as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  await phase(
    db,
    log,
    'precios e historia de precios',
    STATIONS * fuelCount * HISTORY_DAYS,
    async (tx) => {
      await tx.execute(sql`
        insert into precios (idlocal, idproducto, precio, desde)
        select s.idlocal, f.idproducto, 1300 + (random() * 400)::int, now() - interval '1 day'
        from ${volumeStations} s, ${groupFuels} f
        on conflict do nothing`);
      await tx.execute(sql`
        insert into precios_historico (idlocal, idproducto, precio, fecha)
        select s.idlocal, f.idproducto, 1300 + (random() * 400)::int, now() - d * interval '1 day' - interval '3 hours'
        from generate_series(0, ${HISTORY_DAYS - 1}) d, ${volumeStations} s, ${groupFuels} f`);
    },
    { table: 'precios_historico', once: true },
  );
  // Sets the visibility map too, so counts can be index-only (PGlite runs no autovacuum). Minutes on ten
  // million rows: without the request timeout.
  const tv = Date.now();
  await maintenance('vacuum analyze');
  log(`  vacuum analyze (${Math.round((Date.now() - tv) / 1000)} s)`);
  log(`Volumen SEED=${volume} generado en ${Math.round((Date.now() - t0) / 1000)} s`);
}
