import { z } from 'zod';
import { zEmptyOr, zGroupId, zOptionalText, zRequiredText } from './fields';
import { zPhone, zPostalCode } from './validators';

/** 'de el' contracts to 'del' ('el nombre del grupo'). */
const name = (what: string) =>
  zRequiredText(
    `Indique el nombre ${`de ${what}`.replace(/^de el /, 'del ')}`,
    2,
    'Debe tener al menos 2 caracteres',
    120,
  );

export const GroupFieldsSchema = z.object({
  grupo: name('el grupo'),
  idcuentacomercial: z
    .number({ error: 'Elija la cuenta comercial' })
    .int()
    .positive('Elija la cuenta comercial'),
});
export const GroupSchema = GroupFieldsSchema.extend({ idgrupo: z.number().int(), version: z.number().int() });

export const CompanyFieldsSchema = z.object({
  empresa: name('la empresa'),
  idgrupo: zGroupId,
  nif: zOptionalText(20),
  direccion: zOptionalText(200),
});
export const CompanySchema = CompanyFieldsSchema.extend({
  idempresa: z.number().int(),
  version: z.number().int(),
});

/** Station flags of spec §3, in the order the screens show them. */
export const STATION_FLAGS = [
  ['activolocal', 'Activa'],
  ['es24', 'Abierta 24 h'],
  ['lavado', 'Lavado'],
  ['parking', 'Parking'],
  ['duchas', 'Duchas'],
  ['restaurante', 'Restaurante'],
  ['tienda', 'Tienda'],
  ['muestraprecio', 'Muestra precios'],
] as const;

export const StationFieldsSchema = z.object({
  local: name('la estación'),
  idempresa: z.number({ error: 'Elija la empresa' }).int().positive('Elija la empresa'),
  activolocal: z.boolean().default(true),
  es24: z.boolean().default(false),
  lavado: z.boolean().default(false),
  parking: z.boolean().default(false),
  duchas: z.boolean().default(false),
  restaurante: z.boolean().default(false),
  tienda: z.boolean().default(false),
  muestraprecio: z.boolean().default(true),
  observlocal: zOptionalText(1000),
  direccion: zOptionalText(200),
  poblacion: zOptionalText(100),
  provincia: zOptionalText(100),
  codigopostal: zEmptyOr(zPostalCode),
  telefono: zEmptyOr(zPhone),
  latitud: z
    .number()
    .min(27, 'Latitud fuera de España')
    .max(44, 'Latitud fuera de España')
    .nullable()
    .default(null),
  longitud: z
    .number()
    .min(-19, 'Longitud fuera de España')
    .max(5, 'Longitud fuera de España')
    .nullable()
    .default(null),
});
export const StationSchema = StationFieldsSchema.extend({
  idlocal: z.number().int(),
  idcuentacomercial: z.number().int(),
  version: z.number().int(),
});
export type Station = z.infer<typeof StationSchema>;

/** The whole tree the user can reach, for the Ámbito screen. */
/**
 * A node of the tree: `enambito` is true when the user's scope covers it (it can be edited); false for a
 * node shown only as the way to what is covered (the company of a user scoped to one of its stations).
 */
const InScope = { enambito: z.boolean() };

export const ScopeTreeSchema = z.object({
  total: z.number(),
  grupos: z.array(
    GroupSchema.extend({
      cuentacomercial: z.string(),
      ...InScope,
      empresas: z.array(
        CompanySchema.extend({ ...InScope, locales: z.array(StationSchema.extend(InScope)) }),
      ),
    }),
  ),
});
export type ScopeTree = z.infer<typeof ScopeTreeSchema>;
