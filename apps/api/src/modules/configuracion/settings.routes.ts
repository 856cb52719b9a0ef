import { SettingsFieldsSchema, SettingsSchema } from '@ac/shared/configuracion';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { commercialAccountParent } from '../../db/parents';
import { commercialAccounts, groups, rates, settings } from '../../db/schema';
import { defineOnePerParent } from '../../kit/one-per-parent';

const tags = ['Configuración'];

/**
 * Ajustes generales / Configuración: one row of settings per commercial account (`?idcuentacomercial=`),
 * read by the loyalty, voucher and authorisation rules through `getSettings`. Scope: the account itself.
 */
export async function settingsRoutes(ctx: AppContext) {
  defineOnePerParent(ctx, {
    name: 'ajustes',
    permission: 'configuracion',
    table: settings,
    keyColumn: settings.idcuentacomercial,
    parent: commercialAccountParent,
    query: 'idcuentacomercial',
    path: '/api/v1/settings',
    tags,
    label: 'los ajustes generales de la cuenta comercial',
    noun: 'ajustes generales',
    fields: SettingsFieldsSchema,
    wire: SettingsSchema,
    validate: async (v, tx) => {
      const fields: Record<string, string> = {};
      if (v.razonsocial.trim() && !v.nif) fields.nif = 'Indique el NIF de la empresa que factura';
      if (v.nif && !v.razonsocial.trim())
        fields.razonsocial = 'Indique la razón social de la empresa que factura';
      if (v.idtarifadefecto) {
        const [rate] = await tx
          .select({ idtarifa: rates.idtarifa })
          .from(rates)
          .innerJoin(groups, eq(groups.idgrupo, rates.idgrupo))
          .where(
            and(
              eq(rates.idtarifa, v.idtarifadefecto),
              eq(groups.idcuentacomercial, v.idcuentacomercial),
              isNull(rates.deleted_at),
            ),
          );
        if (!rate) fields.idtarifadefecto = 'La tarifa no existe o no es de esta cuenta comercial';
      }
      return fields;
    },
    toWire: async (db, row) => {
      const [names] = await db
        .select({ cuentacomercial: commercialAccounts.nombre, tarifadefecto: rates.nombre })
        .from(commercialAccounts)
        .leftJoin(rates, eq(rates.idtarifa, row.idtarifadefecto ?? 0))
        .where(eq(commercialAccounts.id, row.idcuentacomercial));
      return {
        ...row,
        cuentacomercial: names?.cuentacomercial ?? '',
        tarifadefecto: names?.tarifadefecto ?? '',
      };
    },
  });
}
