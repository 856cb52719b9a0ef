import { createHash } from 'node:crypto';
import { maskSecret, type SecretBox } from '../../lib/secrets';
import type { Tx } from '../client';
import { news, paymentGateways } from '../schema';
import type { DemoPlaces } from './demo-places';

const DAY = 86_400_000;

/**
 * Each group's news for the app, one in each state: a featured one published a week ago, one scheduled in
 * ten days, one that ended last week and a draft. The first group's offer goes to the whole first account.
 */
export async function seedNews(tx: Tx, now: Date, { grps }: DemoPlaces) {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  const sameAccount = (idcuentacomercial: number) =>
    grps.filter((g) => g.idcuentacomercial === idcuentacomercial).map((g) => g.idgrupo);
  await tx.insert(news).values(
    grps.flatMap((g, i) => [
      {
        idgrupo: g.idgrupo,
        titulo: 'Nuevo lavado exprés en nuestras estaciones',
        resumen: 'Lave su vehículo en menos de cinco minutos y gane puntos dobles.',
        contenido:
          '<p>Desde esta semana, el <strong>lavado exprés</strong> está disponible en las estaciones del ' +
          `${g.grupo}.</p><ul><li>Listo en menos de cinco minutos</li><li>Puntos dobles con la tarjeta ` +
          'de fidelización</li></ul><p>Consulte los horarios en la app.</p>',
        fechapublicacion: day(-7),
        destacado: true,
        activo: true,
        grupos: i === 0 ? sameAccount(g.idcuentacomercial) : [g.idgrupo],
      },
      {
        idgrupo: g.idgrupo,
        titulo: 'Campaña de Navidad: puntos dobles',
        resumen: 'Del 15 de diciembre al 6 de enero, cada euro cuenta el doble.',
        contenido:
          '<p>En Navidad, sus repostajes de más de 30 € suman <em>el doble de puntos</em>.</p>' +
          '<p><a href="https://www.example.com/navidad" rel="noopener noreferrer nofollow" target="_blank">' +
          'Bases de la campaña</a></p>',
        fechapublicacion: day(10),
        fechafin: day(45),
        activo: true,
        grupos: [g.idgrupo],
      },
      {
        idgrupo: g.idgrupo,
        titulo: 'Cambio de horario por obras',
        resumen: 'La tienda cerró a las 20:00 durante las obras de la marquesina.',
        contenido: '<p>Las obras terminaron: la tienda vuelve a su horario habitual.</p>',
        fechapublicacion: day(-30),
        fechafin: day(-5),
        activo: true,
        grupos: [g.idgrupo],
      },
      {
        idgrupo: g.idgrupo,
        titulo: 'Pago con el móvil en el surtidor (borrador)',
        resumen: 'Pronto podrá pagar desde la app sin pasar por caja.',
        contenido: '<p>Texto pendiente de revisar por el departamento comercial.</p>',
        fechapublicacion: day(20),
        activo: false,
        grupos: [g.idgrupo],
      },
    ]),
  );
}

/** A Redsys key for the demo: 24 bytes in base64, the same for a group on every run. */
const demoKey = (seed: string) =>
  createHash('sha256').update(seed).digest().subarray(0, 24).toString('base64');

/**
 * Each group's card payment gateway (Redsys, test environment), the first group also one for its first
 * company in production. The keys are encrypted as the screen encrypts them, with the server's key.
 */
export async function seedGateways(tx: Tx, now: Date, { grps, comps }: DemoPlaces, box: SecretBox) {
  const sealed = (seed: string) => {
    const clave = demoKey(seed);
    return { clave_cifrada: box.seal(clave), clavepista: maskSecret(clave), claveguardada: now };
  };
  await tx.insert(paymentGateways).values(
    grps.flatMap((g, i) => {
      const company = comps.find((c) => c.idgrupo === g.idgrupo);
      return [
        {
          nombre: `Redsys ${g.grupo}`,
          codigocomercio: String(999008881 + i),
          terminal: '1',
          entorno: 'pruebas',
          idgrupo: g.idgrupo,
          ...sealed(`demo-pasarela-${g.grupo}`),
        },
        ...(i === 0 && company
          ? [
              {
                nombre: `Redsys ${company.empresa}`,
                codigocomercio: '351234567',
                terminal: '2',
                entorno: 'producción',
                idgrupo: g.idgrupo,
                idempresa: company.idempresa,
                ...sealed(`demo-pasarela-${company.empresa}`),
              },
            ]
          : []),
      ];
    }),
  );
}
