import {
  BankCodeProposalSchema,
  BankCodeQuerySchema,
  BankFieldsSchema,
  BankSchema,
  CustomerConfigFieldsSchema,
  CustomerConfigSchema,
  CustomerIdQuerySchema,
  CustomerRateFieldsSchema,
  CustomerRateSchema,
  CustomerTaxFieldsSchema,
  CustomerTaxSchema,
  CustomerUserListSchema,
  CustomerVehicleListSchema,
  cccControlDigits,
  DepartmentFieldsSchema,
  DepartmentSchema,
  RateListSchema,
  spanishIbanFromCcc,
  TpvOptionFieldsSchema,
  TpvOptionSchema,
  zBoolParam,
  zId,
} from '@ac/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  appUsers,
  customerBanks,
  customerConfig,
  customerDepartments,
  customerRates,
  customerTax,
  customerTpvOptions,
  rates,
  vehicles,
} from '../../db/schema';
import { defineOnePerParent } from '../../kit/one-per-parent';
import { defineResource, type ResourceDecl, restPaths, scopeCheck } from '../../kit/resource';
import { conflict, notFound, outOfScope, validationError } from '../../lib/http-error';
import { writeAudit } from '../../plugins/audit';
import { customerPlace } from './clientes.service';
import {
  assertRateOfCustomer,
  assertStationOfCustomer,
  checkBankCodes,
  customerRisk,
  limitErrors,
  lockCustomer,
  toCents,
  toEuros,
} from './subrecords.service';

// biome-ignore lint/suspicious/noExplicitAny: rows of any declared table
type Row = Record<string, any>;

const tags = ['Clientes'];
const LOCK_BANKS = 0x62616e;
const LOCK_DEPARTMENTS = 0x646570;

/** A sub-record stays with its customer: moving it to another one is refused. */
const sameCustomer = (values: Row, existing: Row) => {
  if (values.idcliente !== undefined && values.idcliente !== existing.idcliente)
    throw validationError({ idcliente: 'No se puede pasar a otro cliente' });
};

/** Every tab of a customer (domain.md "Clientes"): spec §7, "Customers and related". */
export async function customerSubrecordsRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  // ── Configuración: one row per customer, with the risk read from the credit movements. ──
  defineOnePerParent(ctx, {
    name: 'cliente_configuracion',
    permission: 'cliente',
    table: customerConfig,
    keyColumn: customerConfig.idcliente,
    query: 'customerid',
    path: '/api/v1/customers/configuration',
    tags,
    label: 'la configuración del cliente',
    noun: 'configuración',
    fields: CustomerConfigFieldsSchema,
    wire: CustomerConfigSchema,
    placeOf: customerPlace,
    toRow: (v) => (v.limitecredito === undefined ? v : { ...v, limitecredito: toCents(v.limitecredito) }),
    validate: (v) =>
      v.bloqueado && !String(v.motivobloqueo ?? '').trim()
        ? { motivobloqueo: 'Indique el motivo del bloqueo' }
        : undefined,
    async toWire(db, row) {
      return {
        ...row,
        limitecredito: toEuros(row.limitecredito) ?? 0,
        riesgo: toEuros(await customerRisk(db, row.idcliente)) ?? 0,
      };
    },
  });

  // ── Fiscal: one row per customer. ──
  defineOnePerParent(ctx, {
    name: 'cliente_fiscal',
    permission: 'cliente',
    table: customerTax,
    keyColumn: customerTax.idcliente,
    query: 'customerid',
    path: '/api/v1/customers/taxconfig',
    tags,
    label: 'la configuración fiscal del cliente',
    noun: 'configuración fiscal',
    fields: CustomerTaxFieldsSchema,
    wire: CustomerTaxSchema,
    placeOf: customerPlace,
    validate: (v) =>
      v.regimeniva === 'exento' && !String(v.motivoexencion ?? '').trim()
        ? { motivoexencion: 'Indique el motivo de la exención' }
        : undefined,
    toWire: (_db, row) => ({ ...row, retencion: Number(row.retencion) }),
  });

  /** A tab of many records per customer: one path for every verb, read and written in the customer's scope. */
  const customerTab = (
    path: string,
    table:
      | typeof customerTpvOptions
      | typeof customerRates
      | typeof customerBanks
      | typeof customerDepartments,
    decl: Omit<ResourceDecl, 'permission' | 'table' | 'idColumn' | 'paths' | 'tags' | 'parent'>,
  ) =>
    defineResource(ctx, {
      permission: 'cliente',
      table,
      idColumn: table.id,
      paths: restPaths(path),
      tags,
      parent: { column: table.idcliente, query: 'customerid', placeOf: customerPlace },
      ...decl,
    });

  // ── Opciones TPV. ──
  const tpvEuros = ['limitediarioeuros', 'limitemensualeuros'] as const;
  const tpvToRow = (v: Row) => {
    const out = { ...v };
    for (const k of tpvEuros) if (k in out) out[k] = toCents(out[k]);
    return out;
  };
  const tpvCheck = (merged: Row) => {
    const errors = limitErrors(merged);
    if (Object.keys(errors).length) throw validationError(errors);
  };
  const tpv = customerTab('/api/v1/customers/tpvoptions', customerTpvOptions, {
    name: 'cliente_opciontpv',
    labels: { one: 'opción TPV del cliente', many: 'opciones TPV del cliente' },
    listKey: 'tpvoptions',
    fields: TpvOptionFieldsSchema,
    wire: TpvOptionSchema,
    filters: { activo: { column: customerTpvOptions.activo, schema: zBoolParam } },
    search: [customerTpvOptions.descripcion],
    sort: { descripcion: customerTpvOptions.descripcion, id: customerTpvOptions.id },
    defaultSort: 'descripcion',
    async beforeCreate(tx, values) {
      const row = tpvToRow(values);
      tpvCheck(row);
      await assertStationOfCustomer(tx, row.idcliente, row.idlocal);
      return row;
    },
    async beforeUpdate(tx, values, existing) {
      sameCustomer(values, existing);
      const row = tpvToRow(values);
      tpvCheck({ ...existing, ...row });
      await assertStationOfCustomer(tx, existing.idcliente, row.idlocal);
      return row;
    },
    decorate: async (_db, rows) =>
      rows.map((r) => ({
        ...r,
        limitediarioeuros: toEuros(r.limitediarioeuros),
        limitemensualeuros: toEuros(r.limitemensualeuros),
      })),
  });
  tpv.patchField('/api/v1/customers/tpvoptions/active', 'activo', 'Activa o desactiva una opción TPV');
  tpv.patchField('/api/v1/customers/tpvoptions/block', 'bloqueado', 'Bloquea o desbloquea una opción TPV');
  tpv.patchField(
    '/api/v1/customers/tpvoptions/send',
    'enviado',
    'Marca una opción TPV como enviada a las estaciones (fecha y hora actuales)',
    'now',
  );

  // ── Tarifas del cliente. ──
  const rateCheck = (merged: Row) => {
    if (merged.fechahasta && merged.fechahasta < merged.fechadesde)
      throw validationError({ fechahasta: 'La fecha final no puede ser anterior a la inicial' });
  };
  const customerRate = customerTab('/api/v1/customers/customerrate', customerRates, {
    name: 'cliente_tarifa',
    labels: { one: 'tarifa del cliente', many: 'tarifas del cliente' },
    listKey: 'customerrates',
    fields: CustomerRateFieldsSchema,
    wire: CustomerRateSchema,
    filters: { rateid: { column: customerRates.idtarifa, schema: zId } },
    sort: { fechadesde: customerRates.fechadesde, id: customerRates.id },
    defaultSort: '-fechadesde',
    async beforeCreate(tx, values) {
      rateCheck(values);
      await assertRateOfCustomer(tx, values.idcliente, values.idtarifa);
      await assertStationOfCustomer(tx, values.idcliente, values.idlocal);
      return values;
    },
    async beforeUpdate(tx, values, existing) {
      sameCustomer(values, existing);
      rateCheck({ ...existing, ...values });
      if (values.idtarifa !== undefined) await assertRateOfCustomer(tx, existing.idcliente, values.idtarifa);
      await assertStationOfCustomer(tx, existing.idcliente, values.idlocal);
      return values;
    },
    async decorate(db, rows) {
      const ids = [...new Set(rows.map((r) => r.idtarifa as number))];
      if (!ids.length) return rows;
      const names = new Map(
        (
          await db
            .select({ id: rates.idtarifa, nombre: rates.nombre })
            .from(rates)
            .where(inArray(rates.idtarifa, ids))
        ).map((r) => [r.id, r.nombre]),
      );
      return rows.map((r) => ({ ...r, tarifa: names.get(r.idtarifa) ?? '' }));
    },
  });
  customerRate.patchField(
    '/api/v1/customers/customerrate/active',
    'activo',
    'Activa o desactiva una tarifa del cliente',
  );

  // ── Bancos: dc and IBAN recomputed from the CCC; one principal account per customer. ──
  app.get(
    '/api/v1/customers/bankcodeproposal',
    {
      config: { auth: 'can_view_cliente' },
      schema: {
        tags,
        summary: 'Dígitos de control (CCC) e IBAN español de entidad, oficina y cuenta',
        querystring: BankCodeQuerySchema,
        response: { 200: BankCodeProposalSchema },
      },
    },
    async (req) => {
      const { entidad, oficina, cuenta } = req.query;
      const dc = cccControlDigits(entidad, oficina, cuenta);
      return { dc, iban: spanishIbanFromCcc(entidad, oficina, dc, cuenta) };
    },
  );

  /**
   * A new principal account demotes the others of the customer first (a unique index allows one live
   * principal per customer), each change audited.
   */
  const demoteOtherPrincipals = async (
    tx: Parameters<typeof lockCustomer>[0],
    req: FastifyRequest,
    idcliente: number,
    exceptId = 0,
  ) => {
    const demoted = await tx
      .update(customerBanks)
      .set({ principal: false, version: sql`${customerBanks.version} + 1` })
      .where(
        and(
          eq(customerBanks.idcliente, idcliente),
          ne(customerBanks.id, exceptId),
          eq(customerBanks.principal, true),
          isNull(customerBanks.deleted_at),
        ),
      )
      .returning({ id: customerBanks.id });
    for (const d of demoted)
      await writeAudit(tx, req, {
        accion: 'modificacion',
        recurso: 'cliente_banco',
        idregistro: d.id,
        antes: { principal: true },
        despues: { principal: false },
        motivo: exceptId
          ? `La cuenta ${exceptId} pasa a ser la principal`
          : 'Se da de alta una nueva cuenta principal',
      });
  };

  const bank = customerTab('/api/v1/customers/bank', customerBanks, {
    name: 'cliente_banco',
    labels: { one: 'cuenta bancaria del cliente', many: 'cuentas bancarias del cliente' },
    listKey: 'banks',
    fields: BankFieldsSchema,
    wire: BankSchema,
    search: [customerBanks.titular, customerBanks.iban],
    sort: { titular: customerBanks.titular, id: customerBanks.id },
    defaultSort: 'id',
    async beforeCreate(tx, values, _actor, req) {
      await lockCustomer(tx, LOCK_BANKS, values.idcliente);
      if (values.principal) await demoteOtherPrincipals(tx, req, values.idcliente);
      return { ...values, ...checkBankCodes(values, values) };
    },
    async beforeUpdate(tx, values, existing, _actor, req) {
      sameCustomer(values, existing);
      await lockCustomer(tx, LOCK_BANKS, existing.idcliente);
      if (values.principal && !existing.principal)
        await demoteOtherPrincipals(tx, req, existing.idcliente, existing.id);
      return { ...values, ...checkBankCodes({ ...existing, ...values }, values) };
    },
  });
  bank.patchField('/api/v1/customers/bank/active', 'activo', 'Activa o desactiva una cuenta bancaria');

  // ── Departamentos: the code is unique within the customer. ──
  const codeFree = async (
    tx: Parameters<typeof lockCustomer>[0],
    idcliente: number,
    codigo: string,
    id = 0,
  ) => {
    await lockCustomer(tx, LOCK_DEPARTMENTS, idcliente);
    const [taken] = await tx
      .select({ id: customerDepartments.id })
      .from(customerDepartments)
      .where(
        and(
          eq(customerDepartments.idcliente, idcliente),
          sql`upper(${customerDepartments.codigo}) = upper(${codigo})`,
          ne(customerDepartments.id, id),
          isNull(customerDepartments.deleted_at),
        ),
      );
    if (taken)
      throw conflict(`Ya existe un departamento con el código ${codigo} en este cliente.`, 'duplicate');
  };
  customerTab('/api/v1/customers/department', customerDepartments, {
    name: 'cliente_departamento',
    labels: { one: 'departamento del cliente', many: 'departamentos del cliente' },
    listKey: 'departments',
    fields: DepartmentFieldsSchema,
    wire: DepartmentSchema,
    search: [customerDepartments.codigo, customerDepartments.nombre],
    sort: {
      codigo: customerDepartments.codigo,
      nombre: customerDepartments.nombre,
      id: customerDepartments.id,
    },
    defaultSort: 'codigo',
    async beforeCreate(tx, values) {
      await codeFree(tx, values.idcliente, values.codigo);
      return values;
    },
    async beforeUpdate(tx, values, existing) {
      sameCustomer(values, existing);
      if (values.codigo !== undefined) await codeFree(tx, existing.idcliente, values.codigo, existing.id);
      return values;
    },
  });

  // ── Read-only lists of the customer: app users and vehicles. ──
  const assertCustomer = async (req: FastifyRequest, id: number) => {
    const place = await customerPlace(db, id);
    if (!place) throw notFound('No existe el cliente');
    if (!scopeCheck(req.actor.scope, place.level)(place.id)) throw outOfScope();
  };

  /** A read-only list of the customer's rows of another table, in a fixed order. */
  function customerList<T extends typeof appUsers | typeof vehicles>(list: {
    path: string;
    summary: string;
    key: string;
    table: T;
    response: z.ZodType;
    orderBy: AnyPgColumn[];
    toWire: (row: T['$inferSelect']) => object;
  }) {
    const { table } = list;
    app.get(
      list.path,
      {
        config: { auth: 'can_view_cliente' },
        schema: {
          tags,
          summary: list.summary,
          querystring: CustomerIdQuerySchema,
          response: { 200: list.response },
        },
      },
      async (req) => {
        await assertCustomer(req, req.query.customerid);
        const rows = (await db
          .select()
          .from(table as PgTable)
          .where(and(eq(table.idcliente, req.query.customerid), isNull(table.deleted_at)))
          .orderBy(...list.orderBy.map((c) => asc(c)))) as T['$inferSelect'][];
        return { total: rows.length, [list.key]: rows.map(list.toWire) };
      },
    );
  }

  customerList({
    path: '/api/v1/customers/users',
    summary: 'Usuarios de la app asociados al cliente',
    key: 'users',
    table: appUsers,
    response: CustomerUserListSchema,
    orderBy: [appUsers.nombre, appUsers.apellidos, appUsers.id],
    toWire: (u) => ({
      ...u,
      fechaalta: u.fechaalta.toISOString(),
      ultimoacceso: u.ultimoacceso?.toISOString() ?? null,
    }),
  });

  // Limits in euros are stored in cents; in litres as they are.
  const limit = (v: number | null, unit: string) => (unit === 'euros' ? toEuros(v) : v);
  customerList({
    path: '/api/v1/customers/vehicles',
    summary: 'Vehículos del cliente (solo lectura; la tarjeta se guarda enmascarada)',
    key: 'vehicles',
    table: vehicles,
    response: CustomerVehicleListSchema,
    orderBy: [vehicles.matricula, vehicles.id],
    toWire: ({ pin_hash: _pin, ...v }) => ({
      ...v,
      limitediario: limit(v.limitediario, v.unidadlimite),
      limitemensual: limit(v.limitemensual, v.unidadlimite),
    }),
  });

  // ── Tarifas de un grupo. ──
  app.get(
    '/api/v1/rates',
    {
      config: { auth: 'can_view_cliente', scope: { group: 'idgrupo' } },
      schema: {
        tags,
        summary: 'Tarifas del grupo',
        querystring: z.object({ idgrupo: zId }),
        response: { 200: RateListSchema },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(rates)
        .where(and(eq(rates.idgrupo, req.query.idgrupo), isNull(rates.deleted_at)))
        .orderBy(asc(rates.nombre), asc(rates.idtarifa));
      return { total: rows.length, rates: rows };
    },
  );
}
