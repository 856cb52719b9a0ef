import { z } from 'zod';
import {
  hasDecimals,
  zRequiredText as required,
  zOptionalText as text,
  zChosenId,
  zCustomerId,
  zDay,
  zEmptyOr,
  zEuros,
  zGroupId,
  zOptionalDay,
} from './fields';
import {
  bankAccountErrors,
  normalizeBic,
  normalizeIban,
  zEmail,
  zPhone,
  zPostalCode,
  zTaxId,
} from './validators';
import { VehicleSchema } from './vehiculos';
import { listOf, recordOf, zId } from './wire';

export const CustomerFieldsSchema = z.object({
  idgrupo: zGroupId,
  /** Omitted: the next free code of the group is assigned. */
  codigo: z.number().int().positive('El código debe ser mayor que 0').max(99_999_999).optional(),
  nombre: required('Indique la razón social', 2, 'La razón social debe tener al menos 2 caracteres', 150),
  nombrecomercial: text(150),
  nif: zTaxId,
  direccion: text(200),
  poblacion: text(100),
  provincia: text(100),
  codigopostal: zEmptyOr(zPostalCode),
  pais: z.string().trim().length(2, 'Código de país de 2 letras').default('ES'),
  telefono: zEmptyOr(zPhone),
  email: zEmptyOr(zEmail),
  contado: z.boolean().default(false),
  activo: z.boolean().default(true),
  observaciones: text(2000),
  /** The NIF is another customer's on purpose: without it, a repeated NIF is refused naming that customer. */
  confirmarDuplicado: z.boolean().optional(),
});
export type CustomerFields = z.infer<typeof CustomerFieldsSchema>;

export const CustomerSchema = CustomerFieldsSchema.extend({
  id: z.number().int(),
  codigo: z.number().int(),
  fechaalta: z.string(),
  version: z.number().int(),
  grupo: z.string().optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CodeProposalSchema = z.object({ codigo: z.number().int() });

// ── A customer's sub-records (domain.md "Clientes", spec §7 "Customers and related") ──────────────

const zStationOrAll = z
  .number({ error: 'Indique la estación (0 = todas)' })
  .int()
  .min(0, 'Indique la estación (0 = todas)')
  .default(0);

/** Where a customer's record applies, as the server answers it: a station, or every station of the group (0). */
export const stationOrAll = {
  idlocal: z.number().int(),
  /** The station's name ('' for every station of the group). */
  local: z.string().optional(),
};

/** When and where a rate assigned to a customer applies (the customer's Tarifas tab and Tarifas clientes). */
export const customerRateTerms = {
  fechadesde: z.string(),
  fechahasta: z.string().nullable(),
  ...stationOrAll,
  activo: z.boolean(),
};

/** Query of the sub-record calls: the customer they belong to. */
export const CustomerIdQuerySchema = z.object({ customerid: zId });

/**
 * A customer's record as the server answers it: the customer, the record's own fields, then the version
 * (0 for a one-per-customer record not stored yet: the answer then holds the defaults).
 */
const customerRecord = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ idcliente: z.number().int(), ...fields, version: z.number().int() });
/** One of a customer's many records (TPV options, rates, banks, departments): its id comes first. */
const customerSubrecord = <T extends z.ZodRawShape>(fields: T) =>
  recordOf({ idcliente: z.number().int(), ...fields });

export const FORMAS_PAGO_CLIENTE = ['contado', 'transferencia', 'recibo SEPA', 'tarjeta'] as const;
export const PERIODOS_FACTURACION = ['por ticket', 'quincenal', 'mensual'] as const;

/** The five profile switches of spec §1 with their Spanish labels and what each does. */
export const PROFILE_SWITCHES = {
  activapuntos: {
    label: 'Activa puntos',
    help: 'Sus suministros acumulan puntos de fidelización.',
  },
  eliminarpuntos: {
    label: 'Eliminar puntos',
    help: 'Los puntos acumulados se eliminan en lugar de poder canjearse.',
  },
  profesional: {
    label: 'Profesional',
    help: 'Cliente profesional: se le aplican las condiciones y tarifas de profesionales.',
  },
  generafactura: {
    label: 'Genera factura',
    help: 'Sus suministros se facturan según el periodo de facturación.',
  },
  desactivadtos: {
    label: 'Desactiva descuentos',
    help: 'No se le aplican descuentos en la estación.',
  },
} as const;

/** Configuración (`/v1/customers/configuration`): one row per customer. */
export const CustomerConfigFieldsSchema = z.object({
  activapuntos: z.boolean().default(false),
  eliminarpuntos: z.boolean().default(false),
  profesional: z.boolean().default(false),
  generafactura: z.boolean().default(false),
  desactivadtos: z.boolean().default(false),
  /** Euros. */
  limitecredito: zEuros.default(0),
  formapago: z.enum(FORMAS_PAGO_CLIENTE, { error: 'Forma de pago no válida' }).default('contado'),
  periodofacturacion: z
    .enum(PERIODOS_FACTURACION, { error: 'Periodo de facturación no válido' })
    .default('mensual'),
  bloqueado: z.boolean().default(false),
  motivobloqueo: text(300),
});
export const CustomerConfigSchema = customerRecord({
  activapuntos: z.boolean(),
  eliminarpuntos: z.boolean(),
  profesional: z.boolean(),
  generafactura: z.boolean(),
  desactivadtos: z.boolean(),
  limitecredito: z.number(),
  formapago: z.string(),
  periodofacturacion: z.string(),
  bloqueado: z.boolean(),
  motivobloqueo: z.string(),
  /** Outstanding credit in euros (cargos − abonos − pagos): read-only. */
  riesgo: z.number(),
});
export type CustomerConfig = z.infer<typeof CustomerConfigSchema>;

export const REGIMENES_IVA = ['general', 'exento', 'recargo de equivalencia', 'intracomunitario'] as const;

/** Fiscal (`/v1/customers/taxconfig`): one row per customer. */
export const CustomerTaxFieldsSchema = z.object({
  regimeniva: z.enum(REGIMENES_IVA, { error: 'Régimen de IVA no válido' }).default('general'),
  motivoexencion: text(300),
  retencion: z
    .number({ error: 'Indique el porcentaje de retención' })
    .min(0, 'La retención no puede ser negativa')
    .max(100, 'La retención no puede superar el 100 %')
    .refine((v) => hasDecimals(v, 2), 'Use como máximo 2 decimales')
    .default(0),
  seriefactura: z
    .string()
    .trim()
    .max(10, 'Máximo 10 caracteres')
    .regex(/^[A-Za-z0-9/-]*$/, 'Use solo letras, números, «/» o «-»')
    .default(''),
  cuentacontable: z
    .string()
    .trim()
    .regex(/^\d{0,12}$/, 'La cuenta contable son solo dígitos (máximo 12)')
    .default(''),
});
export const CustomerTaxSchema = customerRecord({
  regimeniva: z.string(),
  motivoexencion: z.string(),
  retencion: z.number(),
  seriefactura: z.string(),
  cuentacontable: z.string(),
});
export type CustomerTax = z.infer<typeof CustomerTaxSchema>;

/** A limit in whole litres; null = none. */
const zLitresLimit = z
  .number({ error: 'Indique los litros' })
  .int('Los litros son un número entero')
  .min(0, 'El límite no puede ser negativo')
  .max(10_000_000)
  .nullable()
  .default(null);

/** Opciones TPV (`/v1/customers/tpvoptions`). Limits: euros with 2 decimals, litres as integers; null = none. */
export const TpvOptionFieldsSchema = z.object({
  idcliente: zCustomerId,
  descripcion: required('Indique la descripción', 2, 'La descripción debe tener al menos 2 caracteres', 100),
  idlocal: zStationOrAll,
  pidematricula: z.boolean().default(false),
  pidekm: z.boolean().default(false),
  pideconductor: z.boolean().default(false),
  productos: z
    .array(z.string().trim().min(1, 'Producto vacío').max(60), { error: 'Lista de productos no válida' })
    .max(50, 'Máximo 50 productos')
    .default([]),
  limitediarioeuros: zEuros.nullable().default(null),
  limitemensualeuros: zEuros.nullable().default(null),
  limitediariolitros: zLitresLimit,
  limitemensuallitros: zLitresLimit,
  activo: z.boolean().default(true),
  bloqueado: z.boolean().default(false),
});
export const TpvOptionSchema = customerSubrecord({
  descripcion: z.string(),
  ...stationOrAll,
  pidematricula: z.boolean(),
  pidekm: z.boolean(),
  pideconductor: z.boolean(),
  productos: z.array(z.string()),
  limitediarioeuros: z.number().nullable(),
  limitemensualeuros: z.number().nullable(),
  limitediariolitros: z.number().int().nullable(),
  limitemensuallitros: z.number().int().nullable(),
  activo: z.boolean(),
  bloqueado: z.boolean(),
  /** When it was last sent to the stations (ISO), or null. */
  enviado: z.string().nullable(),
  /** Changed since it was last sent: the stations still apply the previous version. */
  pendienteenvio: z.boolean(),
});
export type TpvOption = z.infer<typeof TpvOptionSchema>;

/** Tarifas del cliente (`/v1/customers/customerrate`). */
export const CustomerRateFieldsSchema = z.object({
  idcliente: zCustomerId,
  idtarifa: zChosenId('Elija la tarifa'),
  fechadesde: zDay,
  fechahasta: zOptionalDay,
  idlocal: zStationOrAll,
  activo: z.boolean().default(true),
});
export const CustomerRateSchema = customerSubrecord({
  idtarifa: z.number().int(),
  /** The rate's name. */
  tarifa: z.string(),
  ...customerRateTerms,
});
export type CustomerRate = z.infer<typeof CustomerRateSchema>;

/** Tarifas de un grupo (`GET /v1/rates?idgrupo=`). */
export const RateSchema = z.object({
  idtarifa: z.number().int(),
  idgrupo: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  fechadesde: z.string().nullable(),
  fechahasta: z.string().nullable(),
  activo: z.boolean(),
  lineas: z.array(z.object({ producto: z.string(), valor: z.number() })),
});
export type Rate = z.infer<typeof RateSchema>;
export const RateListSchema = listOf('rates', RateSchema);

const digits = (n: number, label: string) =>
  z
    .string({ error: `Indique ${label}` })
    .trim()
    .regex(new RegExp(`^\\d{${n}}$`), `${label[0]!.toUpperCase()}${label.slice(1)} debe tener ${n} dígitos`);

/** `GET /v1/customers/bankcodeproposal?entidad&oficina&cuenta`. */
export const BankCodeQuerySchema = z.object({
  entidad: digits(4, 'la entidad'),
  oficina: digits(4, 'la oficina'),
  cuenta: digits(10, 'la cuenta'),
});
export const BankCodeProposalSchema = z.object({ dc: z.string(), iban: z.string() });

/** A part of a Spanish account's CCC: its digits, or empty for a foreign account (IBAN and BIC only). */
const cccPart = (n: number, label: string) =>
  z
    .union([z.literal(''), digits(n, label)], {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} debe tener ${n} dígitos`,
    })
    .default('');

/**
 * Bancos (`/v1/customers/bank`): a Spanish account by its CCC, whose dc and IBAN must be those of the
 * CCC (the server recomputes them); a foreign one by any valid IBAN and its BIC (`bankAccountErrors`).
 */
export const BankFieldsSchema = z
  .object({
    idcliente: zCustomerId,
    titular: required('Indique el titular', 2, 'Indique el titular', 150),
    entidad: cccPart(4, 'la entidad'),
    oficina: cccPart(4, 'la oficina'),
    dc: cccPart(2, 'el dígito de control'),
    cuenta: cccPart(10, 'la cuenta'),
    iban: z.string({ error: 'Indique el IBAN' }).overwrite(normalizeIban),
    bic: z.string().overwrite(normalizeBic).default(''),
    mandatoreferencia: z
      .string()
      .trim()
      .max(35, 'La referencia del mandato tiene como máximo 35 caracteres')
      .default(''),
    mandatofecha: zOptionalDay,
    principal: z.boolean().default(false),
    activo: z.boolean().default(true),
  })
  .check((ctx) => {
    for (const [field, message] of Object.entries(bankAccountErrors(ctx.value)))
      ctx.issues.push({ code: 'custom', path: [field], message, input: ctx.value });
  });
export const BankSchema = customerSubrecord({
  titular: z.string(),
  entidad: z.string(),
  oficina: z.string(),
  dc: z.string(),
  cuenta: z.string(),
  iban: z.string(),
  bic: z.string(),
  mandatoreferencia: z.string(),
  mandatofecha: z.string().nullable(),
  principal: z.boolean(),
  activo: z.boolean(),
});
export type Bank = z.infer<typeof BankSchema>;

/** Departamentos (`/v1/customers/department`): codigo unique per customer. */
export const DepartmentFieldsSchema = z.object({
  idcliente: zCustomerId,
  codigo: required('Indique el código', 1, 'Indique el código', 20),
  nombre: required('Indique el nombre', 2, 'Indique el nombre', 100),
  responsable: text(100),
  centrocoste: text(30),
  activo: z.boolean().default(true),
});
export const DepartmentSchema = customerSubrecord({
  codigo: z.string(),
  nombre: z.string(),
  responsable: z.string(),
  centrocoste: z.string(),
  activo: z.boolean(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/** App users attached to a customer (`GET /v1/customers/users?customerid=`). */
export const CustomerUserSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  activo: z.boolean(),
  verificado: z.boolean(),
  fechaalta: z.string(),
  ultimoacceso: z.string().nullable(),
  puntos: z.number().int(),
});
export const CustomerUserListSchema = listOf('users', CustomerUserSchema);

/**
 * A customer's vehicles (`GET /v1/customers/vehicles?customerid=`), read-only: these fields of the vehicle's
 * record (the card masked).
 */
export const CustomerVehicleSchema = VehicleSchema.pick({
  id: true,
  idcliente: true,
  iddepartamento: true,
  matricula: true,
  marca: true,
  modelo: true,
  tipo: true,
  tarjeta: true,
  limitediario: true,
  limitemensual: true,
  unidadlimite: true,
  activo: true,
  bloqueado: true,
});
export const CustomerVehicleListSchema = listOf('vehicles', CustomerVehicleSchema);
