import {
  BankCodeProposalSchema,
  BankCodeQuerySchema,
  BankFieldsSchema,
  BankSchema,
  bicForEntidad,
  cccControlDigits,
  spanishIbanFromCcc,
} from '@ac/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { customerBanks } from '../../db/schema';
import { defineResource, type WriteContext } from '../../kit/resource';
import { customerTab, route } from './customer-tab';
import { checkBankCodes, lockCustomer } from './subrecords.service';

const LOCK_BANKS = 0x62616e;

/**
 * A new principal account demotes the others of the customer first (a unique index allows one live
 * principal per customer), each change audited.
 */
async function demoteOtherPrincipals(tx: Tx, w: WriteContext, idcliente: number, exceptId = 0) {
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
    .returning({ id: customerBanks.id, idcliente: customerBanks.idcliente });
  for (const d of demoted)
    await w.audit({
      accion: 'modificacion',
      recurso: 'cliente_banco',
      idregistro: d.id,
      antes: { principal: true },
      despues: { principal: false },
      motivo: exceptId
        ? `La cuenta ${exceptId} pasa a ser la principal`
        : 'Se da de alta una nueva cuenta principal',
    });
}

/** Bancos: dc and IBAN recomputed from the CCC; one principal account per customer. */
export async function customerBankRoutes(ctx: AppContext) {
  const { app } = ctx;
  app.get(
    '/api/v1/customers/bankcodeproposal',
    route('can_view_cliente', 'Dígitos de control (CCC) e IBAN español de entidad, oficina y cuenta', {
      querystring: BankCodeQuerySchema,
      response: { 200: BankCodeProposalSchema },
    }),
    async (req) => {
      const { entidad, oficina, cuenta } = req.query;
      const dc = cccControlDigits(entidad, oficina, cuenta);
      return { dc, iban: spanishIbanFromCcc(entidad, oficina, dc, cuenta) };
    },
  );

  const t = customerBanks;
  const bank = defineResource(ctx, {
    name: 'cliente_banco',
    labels: { one: 'cuenta bancaria del cliente', many: 'cuentas bancarias del cliente' },
    table: t,
    ...customerTab('bank', t.idcliente, t.iban),
    listKey: 'banks',
    fields: BankFieldsSchema,
    wire: BankSchema,
    search: [t.titular, t.iban],
    sort: { titular: t.titular, id: t.id },
    defaultSort: 'id',
    async beforeCreate(tx, values, w) {
      await lockCustomer(tx, LOCK_BANKS, values.idcliente);
      // The customer's first live account is the main one, whatever the form said.
      const [any] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.idcliente, values.idcliente), isNull(t.deleted_at)))
        .limit(1);
      if (!any) values.principal = true;
      else if (values.principal) await demoteOtherPrincipals(tx, w, values.idcliente);
      // The BIC follows from a known Spanish bank code when none was given.
      if (!values.bic) values.bic = bicForEntidad(values.entidad);
      return { ...values, ...checkBankCodes(values, values) };
    },
    async beforeUpdate(tx, changes, existing, w) {
      await lockCustomer(tx, LOCK_BANKS, existing.idcliente);
      if (changes.principal && !existing.principal)
        await demoteOtherPrincipals(tx, w, existing.idcliente, existing.id);
      return { ...changes, ...checkBankCodes({ ...existing, ...changes }, changes) };
    },
  });
  bank.stateChange({
    path: '/api/v1/customers/bank/active',
    summary: 'Activa o desactiva una cuenta bancaria (con el motivo)',
    field: t.activo,
  });
}
