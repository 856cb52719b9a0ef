import { z } from 'zod';
import { movementQuery, zId } from './wire';

// Tickets and the authorising centre's operations (domain.md "Operaciones"): they grow without bound.

/** Filters shared by /tickets and /operaciones. */
export const MovementQuerySchema = movementQuery({
  /** The work area: the stations of a group, or of one of its companies. */
  idgrupo: zId.optional(),
  idempresa: zId.optional(),
  idcliente: zId.optional(),
  idlocal: zId.optional(),
  idvehiculo: zId.optional(),
  idusuario: zId.optional(),
});

/** The ticket a movement comes from, if any. */
export const ticketRef = {
  idticket: z.number().nullable(),
  /** The ticket's number (what is printed on it), null when there is none. */
  ticket: z.string().nullable().optional(),
};
/** The station of a movement's ticket, if any. */
export const ticketStation = {
  idlocal: z.number().nullable(),
  local: z.string().nullable(),
};

/** The station and terminal a ticket or an operation comes from. */
const atTerminal = {
  idlocal: z.number(),
  local: z.string(),
  idterminal: z.number().nullable(),
};

export const TicketLineSchema = z.object({
  producto: z.string(),
  cantidad: z.number(),
  precio: z.number(),
  descuento: z.number(),
  importe: z.number(),
  iva: z.number(),
});

/** Amounts on the wire are euros with 2 decimals. */
export const TicketSchema = z.object({
  id: z.number(),
  numero: z.string(),
  fecha: z.string(),
  ...atTerminal,
  idcliente: z.number().nullable(),
  idvehiculo: z.number().nullable(),
  idusuario: z.number().nullable(),
  matricula: z.string(),
  km: z.number().nullable(),
  lineas: z.array(TicketLineSchema),
  base: z.number(),
  iva: z.number(),
  total: z.number(),
  formapago: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const OperationSchema = z.object({
  id: z.number(),
  fecha: z.string(),
  ...atTerminal,
  tarjeta: z.string(),
  idvehiculo: z.number().nullable(),
  idcliente: z.number().nullable(),
  /** The customer's name (null when the card is nobody's). */
  cliente: z.string().nullable().optional(),
  tipo: z.string(),
  importesolicitado: z.number(),
  importeautorizado: z.number(),
  resultado: z.string(),
  motivo: z.string(),
  /** Of an approval: reservada, completada, anulada or caducada. */
  estado: z.string(),
  /** The reason of a decline in a sentence a person understands. */
  explicacion: z.string(),
  ...ticketRef,
});
export type Operation = z.infer<typeof OperationSchema>;

/** Plain-Spanish explanations of why an operation was declined (the authoriser's reasons, and older ones). */
export const DECLINE_EXPLANATIONS: Record<string, string> = {
  'tarjeta desconocida':
    'La tarjeta no está dada de alta en el centro autorizador (o se ha sustituido por otra).',
  'tarjeta bloqueada':
    'La tarjeta o el vehículo están bloqueados o dados de baja por el cliente o por la central.',
  'cliente bloqueado': 'El cliente de la tarjeta está bloqueado o dado de baja.',
  'estación no permitida':
    'El cliente no puede repostar en esta estación: no es de su grupo o sus opciones TPV no la incluyen.',
  'PIN erróneo': 'El PIN introducido en el terminal no es correcto.',
  'PIN erróneo, tarjeta bloqueada':
    'Tercer PIN erróneo seguido: la tarjeta ha quedado bloqueada hasta que la central la desbloquee.',
  'falta la matrícula':
    'Las opciones TPV del cliente piden la matrícula en esta estación y el terminal no la ha enviado.',
  'matrícula no coincide': 'La matrícula introducida en el terminal no es la del vehículo de la tarjeta.',
  'km no válidos':
    'Faltan los kilómetros o no son creíbles: por debajo de la última lectura o demasiado por encima.',
  'producto no permitido':
    'El producto solicitado no está entre los permitidos para esta tarjeta o vehículo.',
  'límite diario superado': 'La tarjeta ya ha consumido su límite diario (en euros o en litros).',
  'límite mensual superado': 'La tarjeta ya ha consumido su límite mensual (en euros o en litros).',
  'crédito agotado': 'El cliente ha superado su límite de crédito: hay riesgo pendiente de cobro.',
  'límite superado': 'El importe supera el límite diario o mensual de la tarjeta o del vehículo.',
};
