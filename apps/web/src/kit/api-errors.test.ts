import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http';
import { CONFLICT_MESSAGE, describeError, errorFor, fieldsFromZod } from './api-errors';

describe('API errors as a form shows them', () => {
  it('a 400 with fields maps each message onto its input', () => {
    const view = describeError(
      new HttpError(400, 1, 'Datos no válidos', {
        email: 'Correo electrónico no válido',
        nombre: 'Obligatorio',
      }),
    );
    expect(view.kind).toBe('fields');
    expect(view.fields).toEqual({ email: 'Correo electrónico no válido', nombre: 'Obligatorio' });
  });

  it('a 409 with errorCode 7 for a stale version is a conflict with the reload message', () => {
    const view = describeError(
      new HttpError(
        409,
        7,
        'El registro ha sido modificado por otra persona. Recargue los datos y repita el cambio.',
        undefined,
        undefined,
        'version',
      ),
    );
    expect(view).toEqual({ kind: 'conflict', message: CONFLICT_MESSAGE, fields: {} });
    expect(view.message).toMatch(/^El registro ha sido modificado por otra persona/);
  });

  it('a 409 duplicate naming its field is put on that input, with the server message', () => {
    const message = 'Ya existe un terminal con el número de serie TPV-1';
    const view = describeError(
      new HttpError(409, 7, message, { numeroserie: message }, undefined, 'duplicate'),
    );
    expect(view).toEqual({ kind: 'fields', message, fields: { numeroserie: message } });
  });

  it('another 409/7 (self-lockout, duplicate) keeps the server message in Spanish', () => {
    const message =
      'No puede desactivar su propia cuenta: perdería el permiso de administrar cuentas y permisos.';
    expect(describeError(new HttpError(409, 7, message, undefined, undefined, 'lockout'))).toEqual({
      kind: 'other',
      message,
      fields: {},
    });
  });

  it('403 is forbidden, 0 is no connection, anything else is a generic error', () => {
    expect(describeError(new HttpError(403, 4, 'Sin permiso')).kind).toBe('forbidden');
    expect(describeError(new HttpError(0, 0, 'x')).message).toBe('Sin conexión con el servidor.');
    expect(describeError(new Error('boom')).kind).toBe('other');
  });

  it('an error whose errorCode is not above 0 reads as the spec connection error, never the status text', () => {
    expect(describeError(new HttpError(500, 0, 'Internal Server Error')).message).toBe(
      'Error al realizar la conexión con el servidor.',
    );
    expect(describeError(new HttpError(502, 0, 'Bad Gateway')).kind).toBe('other');
  });

  it('zod issues are keyed by their path, the first message per field wins', () => {
    const schema = z.object({
      nombre: z
        .string()
        .min(2, 'Corto')
        .regex(/^[A-Z]/, 'Mayúscula'),
      scopes: z.array(z.object({ idgrupo: z.number().min(1, 'Grupo') })),
    });
    const parsed = schema.safeParse({ nombre: 'a', scopes: [{ idgrupo: 0 }] });
    expect(parsed.success).toBe(false);
    const fields = fieldsFromZod(parsed.error!.issues);
    expect(fields).toEqual({ nombre: 'Corto', 'scopes.0.idgrupo': 'Grupo' });
    expect(errorFor(fields, 'scopes')).toBe('Grupo');
  });
});
