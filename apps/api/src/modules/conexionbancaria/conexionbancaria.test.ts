import { createHmac } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { companies, paymentGateways, stations } from '../../db/schema';
import { parseSecretsKey, SecretBox, secretsKey } from '../../lib/secrets';
import { buildTestApp, expectInvalid, useTestApp } from '../../test/build-app';
import { redsysOrderKey, redsysSign } from './redsys';

const { t, get, send, auditOf } = useTestApp();
const PATH = '/api/v1/paymentgateways';
/** Redsys's public test key (base64 of 24 bytes), and another valid one. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const OTHER_KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';
let company: { idempresa: number; idlocal: number };

beforeAll(async () => {
  const [row] = await t.db
    .select({ idempresa: companies.idempresa, idlocal: stations.idlocal })
    .from(stations)
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(eq(companies.idgrupo, t.operatorGroup))
    .limit(1);
  company = row!;
});

const create = (body: object = {}) =>
  send('POST', `${PATH}/`, {
    nombre: 'Redsys Meseta',
    codigocomercio: '999008881',
    terminal: '1',
    clave: KEY,
    idgrupo: t.operatorGroup,
    ...body,
  });

describe('payment gateways', () => {
  it('has demo gateways in every group, their keys sealed with the server key: each test passes', async () => {
    const demo = (await get(`${PATH}?limit=100`)).json().paymentgateways as {
      id: number;
      idgrupo: number;
      nombre: string;
    }[];
    const seeded = demo.filter((g) => g.nombre.startsWith('Redsys') && g.nombre !== 'Redsys Meseta');
    expect(new Set(seeded.map((g) => g.idgrupo)).size).toBeGreaterThanOrEqual(3);
    for (const g of seeded) {
      const [row] = await t.db.select().from(paymentGateways).where(eq(paymentGateways.id, g.id));
      expect(row!.clave_cifrada).toMatch(/^v1\./);
      const test = (await send('POST', `${PATH}/test`, { id: g.id })).json();
      expect(test.checks.find((c: { check: string }) => c.check === 'clave_descifrada').ok, g.nombre).toBe(
        true,
      );
      expect(test.checks.find((c: { check: string }) => c.check === 'firma').ok, g.nombre).toBe(true);
    }
  });

  it('stores the key encrypted, answers only a masked hint and the date, and audits "clave cambiada"', async () => {
    const res = await create();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      nombre: 'Redsys Meseta',
      clavepista: '••••••••gJ7',
      grupo: expect.any(String),
    });
    expect(Date.parse(body.claveguardada)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body).not.toContain(KEY);
    expect(body).not.toHaveProperty('clave');
    expect(body).not.toHaveProperty('clave_cifrada');

    const [row] = await t.db.select().from(paymentGateways).where(eq(paymentGateways.id, body.id));
    expect(row!.clave_cifrada).not.toContain(KEY);
    expect(row!.clave_cifrada).toMatch(/^v1\./);
    // Not in the database as text at all.
    const dump = await t.db.execute(`select * from pasarelas_pago where id = ${body.id}`);
    expect(JSON.stringify(dump)).not.toContain(KEY);

    for (const read of [await get(`${PATH}?id=${body.id}`), await get(`${PATH}?idgrupo=${t.operatorGroup}`)])
      expect(read.body).not.toContain(KEY);

    const audits = await auditOf('pasarela', body.id);
    expect(audits.map((a) => a.accion).sort()).toEqual(['alta', 'clave']);
    expect(audits.find((a) => a.accion === 'clave')).toMatchObject({ motivo: 'clave cambiada' });
    expect(JSON.stringify(audits)).not.toContain(KEY);
  });

  it('replaces the key when one is sent, keeps it when not; the audit says so without it', async () => {
    const created = (await create({ nombre: 'Redsys cambio de clave' })).json();
    const renamed = await send('PATCH', PATH, {
      id: created.id,
      version: created.version,
      nombre: 'Redsys renombrada',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      clavepista: created.clavepista,
      claveguardada: created.claveguardada,
    });
    const [before] = await t.db.select().from(paymentGateways).where(eq(paymentGateways.id, created.id));

    const replaced = await send('PATCH', PATH, {
      id: created.id,
      version: renamed.json().version,
      clave: OTHER_KEY,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().clavepista).toBe('••••••••Jev');
    expect(replaced.body).not.toContain(OTHER_KEY);
    const [after] = await t.db.select().from(paymentGateways).where(eq(paymentGateways.id, created.id));
    expect(after!.clave_cifrada).not.toBe(before!.clave_cifrada);
    const latest = (await auditOf('pasarela', created.id)).slice(0, 2);
    expect(latest.map((a) => a.accion).sort()).toEqual(['clave', 'modificacion']);
    expect(latest.find((a) => a.accion === 'clave')).toMatchObject({ motivo: 'clave cambiada' });
    expect(JSON.stringify(await auditOf('pasarela', created.id))).not.toContain(OTHER_KEY);

    // The test signs with the new key.
    const test = (await send('POST', `${PATH}/test`, { id: created.id })).json();
    const params = JSON.parse(Buffer.from(test.firma.Ds_MerchantParameters, 'base64').toString());
    expect(test.firma.Ds_Signature).toBe(redsysSign(OTHER_KEY, params).Ds_Signature);
  });

  it('never logs the key', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (d) => lines.push(String(d)));
    const logged = await buildTestApp({ logLevel: 'trace' }, [], stream);
    try {
      const admin = (await logged.login()).headers;
      const payload = {
        nombre: 'Redsys registro',
        codigocomercio: '999008881',
        clave: KEY,
        idgrupo: t.operatorGroup,
      };
      const res = await logged.app.inject({ method: 'POST', url: `${PATH}/`, headers: admin, payload });
      expect(res.statusCode).toBe(200);
      const bad = await logged.app.inject({
        method: 'POST',
        url: `${PATH}/`,
        headers: admin,
        payload: { ...payload, codigocomercio: '12', clave: `${KEY}x` },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('checks the fields in Spanish: merchant code, terminal, key format, where it applies', async () => {
    expectInvalid(await create({ codigocomercio: '12345', terminal: 'abcd', entorno: 'real' }), {
      codigocomercio: 'El código de comercio (FUC) tiene 9 dígitos',
      terminal: 'El terminal es un número de 1 a 3 cifras',
      entorno: 'Entorno no válido: pruebas o producción',
    });
    expectInvalid(await create({ clave: undefined }), { clave: 'Indique la clave de firma de la pasarela' });
    expectInvalid(await create({ clave: 'una-clave-que-no-es-de-redsys' }), {
      clave: expect.stringMatching(/base64/),
    });
    expectInvalid(await create({ clave: 'corta' }), { clave: 'La clave debe tener al menos 16 caracteres' });
    const [foreignCompany] = await t.db
      .select({ idempresa: companies.idempresa })
      .from(companies)
      .where(eq(companies.idgrupo, t.otherGroup))
      .limit(1);
    const wrongCompany = await create({ idempresa: foreignCompany!.idempresa });
    expectInvalid(wrongCompany, { idempresa: 'La empresa no es de ese grupo' });
    const stationWithoutCompany = await create({ idlocal: company.idlocal });
    expectInvalid(stationWithoutCompany, { idempresa: 'Elija la empresa de la estación' });
    const station = await create({ idempresa: company.idempresa, idlocal: company.idlocal });
    expect(station.statusCode).toBe(200);
    expect(station.json()).toMatchObject({ idempresa: company.idempresa, idlocal: company.idlocal });
    expect(station.json().local).toEqual(expect.any(String));
  });

  it('tests the configuration: decrypts the key and signs a Redsys test payment, reporting each check', async () => {
    const created = (await create({ nombre: 'Redsys prueba' })).json();
    const res = await send('POST', `${PATH}/test`, { id: created.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.checks.map((c: { check: string }) => c.check)).toEqual([
      'clave_descifrada',
      'codigo_comercio',
      'terminal',
      'moneda',
      'formato_clave',
      'firma',
      'activa',
    ]);
    expect(res.body).not.toContain(KEY);
    // The signature is Redsys's: 3DES of the order under the key, then HMAC-SHA256 of the parameters.
    const params = JSON.parse(Buffer.from(body.firma.Ds_MerchantParameters, 'base64').toString());
    expect(params).toMatchObject({ DS_MERCHANT_MERCHANTCODE: '999008881', DS_MERCHANT_CURRENCY: '978' });
    const orderKey = redsysOrderKey(Buffer.from(KEY, 'base64'), params.DS_MERCHANT_ORDER);
    const expected = createHmac('sha256', orderKey).update(body.firma.Ds_MerchantParameters).digest('base64');
    expect(body.firma).toMatchObject({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_Signature: expected });

    // A key sealed under another server key cannot be read: the test says what to do.
    await t.db
      .update(paymentGateways)
      .set({ clave_cifrada: new SecretBox(parseSecretsKey('a'.repeat(64))).seal(KEY), activo: false })
      .where(eq(paymentGateways.id, created.id));
    const broken = (await send('POST', `${PATH}/test`, { id: created.id })).json();
    expect(broken.ok).toBe(false);
    expect(broken.firma).toBeNull();
    expect(broken.checks.find((c: { check: string }) => c.check === 'clave_descifrada')).toMatchObject({
      ok: false,
      message: expect.stringContaining('SECRETS_KEY'),
    });
    expect(broken.checks.find((c: { check: string }) => c.check === 'activa').ok).toBe(false);
    expect((await send('POST', `${PATH}/test`, { id: 99_999_999 })).statusCode).toBe(404);
    expect((await send('POST', `${PATH}/test`, {})).statusCode).toBe(400);
  });

  it('refuses the operator (403 errorCode 4) and another group (403 errorCode 5)', async () => {
    const created = (await create({ nombre: 'Redsys permisos' })).json();
    expect((await get(PATH, t.operator)).json().errorCode).toBe(4);
    expect((await send('POST', `${PATH}/test`, { id: created.id }, t.operator)).json().errorCode).toBe(4);
    expect(await create({ idgrupo: t.otherGroup }).then((r) => r.statusCode)).toBe(200);
  });
});

describe('the secrets key', () => {
  it('is required in production: the server refuses to start without it, with a clear message', async () => {
    await expect(secretsKey(t.db, { production: true }, () => undefined)).rejects.toThrow(
      /Falta SECRETS_KEY/,
    );
    expect(() => parseSecretsKey('corta')).toThrow(/SECRETS_KEY no es válida/);
    const { buildApp } = await import('../../app');
    await expect(
      buildApp({
        config: loadConfig({ ...process.env, NODE_ENV: 'production', SECRETS_KEY: '' }),
        database: t.database,
        logger: false,
      }),
    ).rejects.toThrow(/Falta SECRETS_KEY/);
  });

  it('takes SECRETS_KEY from the environment (hex or base64), else a development key kept in the database', async () => {
    const hex = 'b'.repeat(64);
    expect(parseSecretsKey(hex)).toEqual(Buffer.from(hex, 'hex'));
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(await secretsKey(t.db, { production: true, secretsKey: b64 }, () => undefined)).toEqual(
      Buffer.alloc(32, 7),
    );
    const warnings: string[] = [];
    const dev1 = await secretsKey(t.db, { production: false }, (m) => warnings.push(m));
    const dev2 = await secretsKey(t.db, { production: false }, () => undefined);
    expect(dev1).toEqual(dev2);
    expect(warnings[0]).toMatch(/clave de desarrollo/);
    const box = new SecretBox(dev1);
    const sealed = box.seal('secreto');
    expect(box.open(sealed)).toBe('secreto');
    // One bit of the ciphertext changed (not its last characters: base64url's padding bits may absorb that).
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data.writeUInt8(data.readUInt8(0) ^ 1, 0);
    expect(box.open([...parts.slice(0, 3), data.toString('base64url')].join('.'))).toBeNull();
  });
});
