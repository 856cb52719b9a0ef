// npm run simulate: a station's terminal driving a day of card payments against a running server, so the
// back-office screens (Vehículos, Clientes, Operaciones, Crédito, Fidelización) fill with live data.
//
//   SIM_URL     server (default http://127.0.0.1:8080)
//   SIM_COUNT   authorisations to send (default 200)
//   SIM_RATE    authorisations per second (default 10; 0 = as fast as it can)
//   SIM_STATION idlocal of the station (default: the first with an active terminal)
//   SIM_EMAIL / SIM_PASSWORD  staff who registers the terminal (default the demo administrator)
import {
  type AuthAnswer,
  type DemoCard,
  demoCards,
  groupProducts,
  registerTerminal,
  saleLine,
  staffLogin,
  terminalClient,
} from './terminal';

const base = process.env.SIM_URL ?? 'http://127.0.0.1:8080';
const count = Number(process.env.SIM_COUNT ?? 200);
const rate = Number(process.env.SIM_RATE ?? 10);
const station = process.env.SIM_STATION ? Number(process.env.SIM_STATION) : undefined;

/** Usual pump prices (€/l) by product code, for the sales' lines. */
const PRICES: Record<string, number> = {
  GOA: 1.459,
  'GOA+': 1.529,
  SP95: 1.569,
  SP98: 1.699,
  GOB: 1.099,
  GLP: 0.959,
  ADBLUE: 0.899,
};

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const chance = (p: number) => Math.random() < p;
const amount = () => Math.round((20 + Math.random() * 100) * 100) / 100;

async function main() {
  const staff = await staffLogin(base, process.env.SIM_EMAIL, process.env.SIM_PASSWORD);
  const terminal = await registerTerminal(staff, station);
  const cards = await demoCards(staff, terminal.idgrupo);
  const products = await groupProducts(staff, terminal.idgrupo);
  const fuels = products.filter((p) => p.unidad === 'litro' && PRICES[p.codigo.toUpperCase()]);
  if (!cards.length || !fuels.length)
    throw new Error('El grupo de la estación no tiene tarjetas o carburantes de demostración');
  console.log(
    `Terminal ${terminal.id} de ${terminal.local} (grupo ${terminal.idgrupo}): ${cards.length} tarjetas, ` +
      `${count} autorizaciones${rate ? ` a ${rate}/s` : ''} contra ${base}`,
  );
  const client = terminalClient(base, terminal.key);
  const tally = new Map<string, number>();
  const note = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);

  for (let i = 0; i < count; i++) {
    const started = Date.now();
    const card: DemoCard = pick(cards);
    // A realistic mix: mostly right, now and then a wrong PIN, an unknown card, a product not allowed,
    // a km reading below the last.
    const allowed = card.productos.length
      ? fuels.filter((f) => card.productos.includes(f.idproducto))
      : fuels;
    const forbidden = fuels.filter((f) => !allowed.includes(f));
    const usual = allowed.find((f) => f.codigo.toUpperCase() === 'GOA');
    const fuel =
      forbidden.length && chance(0.05)
        ? pick(forbidden)
        : usual && chance(0.6)
          ? usual
          : pick(allowed.length ? allowed : fuels);
    // Terminals that ask for the km get a reading; now and then one below the last.
    const km = card.km + (chance(0.03) ? -500 : 50 + Math.floor(Math.random() * 700));
    const importe = amount();
    const res = await client.authorize({
      tarjeta: chance(0.03)
        ? `${card.pan.slice(0, -4)}${String((Number(card.pan.slice(-4)) + 7) % 10_000).padStart(4, '0')}`
        : card.pan,
      pin: chance(0.05) ? '0000' : card.pin,
      // The plate, as the stations whose TPV options ask for it type it; now and then another one.
      matricula: chance(0.02) ? '0000BBB' : card.matricula,
      km,
      productos: [{ idproducto: fuel.idproducto }],
      importe,
    });
    const a: AuthAnswer = res.body;
    if (res.status !== 200) {
      note(`error ${res.status}`);
      continue;
    }
    note(
      a.resultado === 'aprobada'
        ? a.motivo
          ? 'aprobada parcialmente'
          : 'aprobada'
        : `denegada: ${a.motivo}`,
    );
    if (a.resultado === 'aprobada') {
      card.km = km;
      if (chance(0.1)) {
        await client.cancel(a.idoperacion);
        note('anulada');
      } else {
        // The pump stops at what was authorised, or a little before.
        const sold = Math.max(
          1,
          Math.round(a.importeautorizado * (chance(0.7) ? 1 : 0.6 + Math.random() * 0.4) * 100) / 100,
        );
        const done = await client.complete(a.idoperacion, [
          saleLine(fuel.idproducto, sold, PRICES[fuel.codigo.toUpperCase()]!),
        ]);
        note(done.status === 200 ? 'completada' : `completar: error ${done.status}`);
      }
    }
    if (rate > 0) {
      const wait = 1000 / rate - (Date.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }
  console.log('\nResultado');
  for (const [k, n] of [...tally].sort((x, y) => y[1] - x[1])) console.log(`  ${k.padEnd(40)} ${n}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
