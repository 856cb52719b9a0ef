import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, webAudit } from '../../db/schema';
import { expectDuplicate, expectInvalid, uniqueCif, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();

const newCustomer = (over: object = {}) => ({
  idgrupo: t.operatorGroup,
  nombre: 'Transportes Pisuerga S.L.',
  nif: uniqueCif(),
  poblacion: 'Valladolid',
  codigopostal: '47001',
  telefono: '983 12 34 56',
  email: 'Admin@Pisuerga.es',
  ...over,
});

describe('customer list', () => {
  it('lists a group with the spec shape: total, then the array last', async () => {
    const res = await get(`/api/v1/customers?idgrupo=${t.operatorGroup}&limit=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(100);
    expect(body.customers).toHaveLength(10);
    expect(Object.keys(body).at(-1)).toBe('customers');
    expect(body.customers.every((c: { idgrupo: number }) => c.idgrupo === t.operatorGroup)).toBe(true);
  });

  it('pages with a keyset cursor without overlap, sorted as asked', async () => {
    const first = (await get(`/api/v1/customers?idgrupo=${t.operatorGroup}&limit=30&sort=-codigo`)).json();
    const second = (
      await get(
        `/api/v1/customers?idgrupo=${t.operatorGroup}&limit=30&sort=-codigo&cursor=${first.nextCursor}`,
      )
    ).json();
    const codes = [...first.customers, ...second.customers].map((c: { codigo: number }) => c.codigo);
    expect(new Set(codes).size).toBe(60);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
  });

  it('searches by name, code, NIF or town, case-insensitively', async () => {
    const some = (await get(`/api/v1/customers?idgrupo=${t.operatorGroup}&limit=1`)).json().customers[0];
    const byNif = (await get(`/api/v1/customers?q=${some.nif.toLowerCase()}`)).json();
    expect(byNif.customers.map((c: { id: number }) => c.id)).toContain(some.id);
    const byCode = (await get(`/api/v1/customers?idgrupo=${t.operatorGroup}&q=${some.codigo}`)).json();
    expect(byCode.customers.map((c: { id: number }) => c.id)).toContain(some.id);
    // A NIF written with its separators ('12.345.678-Z') is the one stored in one piece.
    const n = some.nif as string;
    const written = encodeURIComponent(`${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}-${n.slice(8)}`);
    const bySeparated = (await get(`/api/v1/customers?q=${written}`)).json();
    expect(bySeparated.customers.map((c: { id: number }) => c.id)).toContain(some.id);
    // Words keep their spaces: a name is not run together.
    const byName = (await get(`/api/v1/customers?q=${encodeURIComponent(some.nombre)}`)).json();
    expect(byName.customers.map((c: { id: number }) => c.id)).toContain(some.id);
  });

  it('rejects junk in the query string with 400 errorCode 1', async () => {
    for (const qs of [
      'idgrupo=abc',
      'limit=0',
      'limit=9999',
      'sort=password_hash',
      'cursor=%%%',
      'activo=quizas',
    ]) {
      const res = await get(`/api/v1/customers?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().errorCode, qs).toBe(1);
    }
  });
});

describe('scope', () => {
  it('an operator lists only customers of their own group', async () => {
    const res = await get('/api/v1/customers?limit=500', t.operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(100);
    expect(new Set(body.customers.map((c: { idgrupo: number }) => c.idgrupo))).toEqual(
      new Set([t.operatorGroup]),
    );
  });

  it('an operator naming another group gets 403 errorCode 5', async () => {
    const res = await get(`/api/v1/customers?idgrupo=${t.otherGroup}`, t.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
  });

  it('a staff member with one station of a group is told why the group’s customers are out of reach', async () => {
    const station = await t.login('javier.ortega@demo.es', 'Demo#2026');
    const groups = [...new Set(station.body.scope.map((e: { idgrupo: number }) => e.idgrupo))] as number[];
    const answers = await Promise.all(
      groups.map((g) => get(`/api/v1/customers?idgrupo=${g}&limit=1`, station.headers)),
    );
    const refused = answers.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json()).toMatchObject({
      errorCode: 5,
      message: expect.stringMatching(
        /^Su ámbito en .+ abarca solo la estación .+: lo que es de todo el grupo \(clientes, usuarios, tarifas…\) queda fuera\. Elija en el área de trabajo un grupo entero de su ámbito\.$/,
      ),
    });
    // A group it does not reach at all keeps the plain answer (its name is not told).
    const unreached = await get('/api/v1/customers?idgrupo=999999', station.headers);
    expect(unreached.json().message).toBe('El registro está fuera de su ámbito de trabajo');
  });

  it('an operator cannot open a customer of another group by id', async () => {
    const foreign = (await get(`/api/v1/customers?idgrupo=${t.otherGroup}&limit=1`)).json().customers[0];
    const res = await get(`/api/v1/customers?id=${foreign.id}`, t.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
  });

  it('one customer asked within a group (the spec’s ?id=&idgrupo=) is there only if it is that group’s', async () => {
    const foreign = (await get(`/api/v1/customers?idgrupo=${t.otherGroup}&limit=1`)).json().customers[0];
    expect((await get(`/api/v1/customers?id=${foreign.id}&idgrupo=${t.otherGroup}`)).json().id).toBe(
      foreign.id,
    );
    const elsewhere = await get(`/api/v1/customers?id=${foreign.id}&idgrupo=${t.operatorGroup}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errorCode).toBe(6);
  });

  it('an operator cannot create, edit or delete (403 errorCode 4)', async () => {
    expect((await send('POST', '/api/v1/customers/', newCustomer(), t.operator)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/v1/customers/', { id: 1, version: 1 }, t.operator)).statusCode).toBe(
      403,
    );
    expect(
      (await send('DELETE', '/api/v1/customers?id=1&description=prueba', undefined, t.operator)).statusCode,
    ).toBe(403);
  });
});

describe('customer writes', () => {
  it('creates with the proposed code, normalises fields and audits the write', async () => {
    const proposal = (await get(`/api/v1/customers/codeproposal?groupid=${t.operatorGroup}`)).json();
    const res = await send('POST', '/api/v1/customers/', newCustomer());
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      codigo: proposal.codigo,
      telefono: '983123456',
      email: 'admin@pisuerga.es',
      version: 1,
    });
    const [audit] = await auditOf('cliente', saved.id);
    expect(audit).toMatchObject({ accion: 'alta', usuario: 'admin@demo.es' });
    expect(audit!.despues).toMatchObject({ nombre: 'Transportes Pisuerga S.L.' });
  });

  it('refuses an invalid NIF and a bad postal code, naming the fields in Spanish', async () => {
    const res = await send(
      'POST',
      '/api/v1/customers/',
      newCustomer({ nif: '12345678A', codigopostal: '99999' }),
    );
    expect(res.statusCode).toBe(400);
    expectInvalid(res, { nif: 'La letra del NIF no es correcta', codigopostal: 'Código postal no válido' });
  });

  it('never gives two parallel creates the same code', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send('POST', '/api/v1/customers/', newCustomer({ nombre: `Paralelo ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const codes = results.map((r) => r.json().codigo);
    expect(new Set(codes).size).toBe(6);
  });

  it('refuses a code already in use with 409 errorCode 7', async () => {
    const some = (await get(`/api/v1/customers?idgrupo=${t.operatorGroup}&limit=1`)).json().customers[0];
    const res = await send('POST', '/api/v1/customers/', newCustomer({ codigo: some.codigo }));
    expectDuplicate(
      res,
      'codigo',
      `El código ${some.codigo} ya está en uso en este grupo. Use el código propuesto.`,
    );
  });

  it('updates with the current version, and answers 409 errorCode 7 to a stale one', async () => {
    const created = (
      await send('POST', '/api/v1/customers/', newCustomer({ nombre: 'Versión S.L.' }))
    ).json();
    const ok = await send('PATCH', '/api/v1/customers/', {
      id: created.id,
      version: 1,
      telefono: '600111222',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ telefono: '600111222', version: 2 });
    const stale = await send('PATCH', '/api/v1/customers/', {
      id: created.id,
      version: 1,
      telefono: '600333444',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 7, reason: 'version' });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row!.telefono).toBe('600111222');
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.accion, 'modificacion'), eq(webAudit.idregistro, String(created.id))));
    expect(audit!.antes).toMatchObject({ telefono: '983123456' });
    expect(audit!.despues).toMatchObject({ telefono: '600111222' });
  });

  it('soft-deletes with a reason that lands in the audit log; the record is kept', async () => {
    const created = (
      await send('POST', '/api/v1/customers/', newCustomer({ nombre: 'Para borrar S.L.' }))
    ).json();
    const noReason = await send('DELETE', `/api/v1/customers?id=${created.id}`);
    expect(noReason.statusCode).toBe(400);
    const res = await send(
      'DELETE',
      `/api/v1/customers?id=${created.id}&description=${encodeURIComponent('Alta duplicada')}`,
    );
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/v1/customers?id=${created.id}`)).statusCode).toBe(404);
    // Someone who had it open and saves now is told it was deleted meanwhile.
    const late = await send('PATCH', '/api/v1/customers/', {
      id: created.id,
      version: created.version,
      telefono: '600000000',
    });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({
      errorCode: 6,
      message: 'Ya no existe: se ha eliminado mientras tanto y no se puede cambiar',
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row!.deleted_at).not.toBeNull();
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.accion, 'baja'), eq(webAudit.idregistro, String(created.id))))
      .orderBy(desc(webAudit.id));
    expect(audit!.motivo).toBe('Alta duplicada');
  });
});

describe('a repeated NIF (issue 10 item 8)', () => {
  it('is refused naming the other customer, and accepted only when confirmed', async () => {
    const first = (await send('POST', '/api/v1/customers/', newCustomer())).json();
    const again = await send('POST', '/api/v1/customers/', newCustomer({ nif: first.nif.toLowerCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 1,
      reason: 'duplicate',
      duplicado: { id: first.id, codigo: first.codigo, nombre: first.nombre },
      message: expect.stringContaining(`${first.nombre} (código ${first.codigo})`),
      fields: { nif: `Ya es el NIF de ${first.nombre} (código ${first.codigo})` },
    });
    const deliberate = await send(
      'POST',
      '/api/v1/customers/',
      newCustomer({ nif: first.nif, confirmarDuplicado: true }),
    );
    expect(deliberate.statusCode).toBe(200);
    expect(deliberate.json()).not.toHaveProperty('confirmarDuplicado');
    // An edit that gives another customer that NIF is refused the same way; keeping one's own is fine.
    const other = (await send('POST', '/api/v1/customers/', newCustomer())).json();
    const edit = await send('PATCH', '/api/v1/customers/', {
      id: other.id,
      version: other.version,
      nif: first.nif,
    });
    expect(edit.json()).toMatchObject({ errorCode: 1, duplicado: { id: first.id } });
    const keep = await send('PATCH', '/api/v1/customers/', {
      id: first.id,
      version: first.version,
      nif: first.nif,
      telefono: '983 00 00 00',
    });
    expect(keep.statusCode).toBe(200);
  });
});
