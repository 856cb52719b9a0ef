import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerRates, customers, products, webAudit } from '../../db/schema';
import { code, expectInvalid, productId, rateOf2026, scopedWriter, useTestApp } from '../../test/build-app';

const { t, send } = useTestApp();
let writer: Record<string, string>;
let idtarifa: number;
let foreignRate: number;
let group: { id: number; nombre: string; activo: boolean; codigo: number }[];

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
  const goa = await productId(t, 'GOA', t.operatorGroup);
  const created = await send('POST', '/api/v1/rates/', {
    idgrupo: t.operatorGroup,
    nombre: 'Asignación E2E',
    tipo: 'céntimos/litro',
    lineas: [{ idproducto: goa, valor: 2 }],
  });
  idtarifa = created.json().idtarifa;
  const [other] = await t.db.select().from(products).where(eq(products.idgrupo, t.otherGroup)).limit(1);
  foreignRate = (
    await send('POST', '/api/v1/rates/', {
      idgrupo: t.otherGroup,
      nombre: 'Ajena',
      tipo: '% de descuento',
      lineas: [{ idproducto: other!.idproducto, valor: 2 }],
    })
  ).json().idtarifa;
  group = await t.db
    .select({
      id: customers.id,
      nombre: customers.nombre,
      activo: customers.activo,
      codigo: customers.codigo,
    })
    .from(customers)
    .where(and(eq(customers.idgrupo, t.operatorGroup), isNull(customers.deleted_at)))
    .orderBy(customers.id)
    .limit(4);
});

const assign = (body: object, headers = writer) =>
  send('POST', '/api/v1/rates/assign', { idtarifa, ...body }, headers);

describe('asignación de tarifas', () => {
  it('previews who gets it and who is skipped and why, writing nothing; then applies it with an audit row each', async () => {
    const [a, b, c, d] = group;
    await t.db.update(customers).set({ activo: false }).where(eq(customers.id, c!.id));
    await t.db.insert(customerRates).values([
      { idcliente: a!.id, idtarifa, fechadesde: '2026-01-01', fechahasta: null },
      { idcliente: b!.id, idtarifa, fechadesde: '2027-03-01', fechahasta: '2027-03-31' },
    ]);
    const body = {
      fechadesde: '2027-01-01',
      fechahasta: '2027-12-31',
      customers: [a!.id, b!.id, c!.id, d!.id],
    };
    const preview = (await assign({ ...body, preview: true })).json();
    expect(preview).toMatchObject({ total: 4, aplicados: 1, omitidos: 3, simulacion: true });
    const reasons = Object.fromEntries(
      preview.saltados.map((s: { clave: string; motivo: string }) => [s.clave, s.motivo]),
    );
    expect(reasons[`${a!.codigo} · ${a!.nombre}`]).toBe(
      'Ya tiene la tarifa desde el 01/01/2026, sin fecha de fin',
    );
    expect(reasons[`${b!.codigo} · ${b!.nombre}`]).toBe(
      'Las fechas se solapan con la tarifa que ya tiene del 01/03/2027 al 31/03/2027',
    );
    expect(reasons[`${c!.codigo} · ${c!.nombre}`]).toBe('Cliente inactivo');
    const before = await t.db.select().from(customerRates).where(eq(customerRates.idcliente, d!.id));
    expect(before.some((r) => r.idtarifa === idtarifa)).toBe(false);

    const done = (await assign(body)).json();
    expect(done).toMatchObject({
      aplicados: 1,
      omitidos: 3,
      simulacion: false,
      hechos: [{ clave: `${d!.codigo} · ${d!.nombre}` }],
    });
    const given = await t.db
      .select()
      .from(customerRates)
      .where(and(eq(customerRates.idcliente, d!.id), eq(customerRates.idtarifa, idtarifa)));
    expect(given).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.accion, 'asignacion'), eq(webAudit.idregistro, String(given[0]!.id))));
    expect(audits).toHaveLength(1);
  });

  it('picks customers by the list’s filters within the tariff’s group', async () => {
    const word = group[3]!.nombre.split(' ')[0]!;
    const res = (
      await assign({ fechadesde: '2030-01-01', filtro: { q: word, activo: true }, preview: true })
    ).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.simulacion).toBe(true);
  });

  it('refuses dates outside the tariff’s own validity, naming each date and the validity', async () => {
    const limited = await rateOf2026(t, t.operatorGroup);
    const customers = [group[3]!.id];
    const validity = 'La tarifa solo es válida del 01/01/2026 al 31/12/2026';
    const later = await assign({
      idtarifa: limited,
      fechadesde: '2027-03-01',
      fechahasta: '2027-06-01',
      customers,
      preview: true,
    });
    expect(later.statusCode).toBe(400);
    expectInvalid(later, { fechadesde: validity, fechahasta: validity });
    expect(later.json().message).toBe(
      'Las fechas quedan fuera de la validez de la tarifa (del 01/01/2026 al 31/12/2026)',
    );
    expectInvalid(await assign({ idtarifa: limited, fechadesde: '2026-06-01', customers, preview: true }), {
      fechahasta: 'Indique la fecha final: la tarifa solo es válida del 01/01/2026 al 31/12/2026',
    });
    const inside = await assign({
      idtarifa: limited,
      fechadesde: '2026-06-01',
      fechahasta: '2026-12-31',
      customers,
      preview: true,
    });
    expect(inside.json()).toMatchObject({ aplicados: 1, simulacion: true });
  });

  it('validates (Spanish, fields) and checks permission (4) and scope (5)', async () => {
    expectInvalid(
      await assign({ fechadesde: '2027-05-01', fechahasta: '2027-01-01', customers: [group[0]!.id] }),
      {
        fechahasta: 'La fecha final no puede ser anterior a la inicial',
      },
    );
    expectInvalid(await assign({ fechadesde: 'mañana' }), { fechadesde: expect.any(String) });
    expect(code(await assign({ fechadesde: '2027-01-01' }, t.operator))).toEqual([403, 4]);
    expect(
      code(
        await send(
          'POST',
          '/api/v1/rates/assign',
          { idtarifa: foreignRate, fechadesde: '2027-01-01' },
          writer,
        ),
      ),
    ).toEqual([403, 5]);
  });
});
