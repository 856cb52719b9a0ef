import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const who = process.argv[2] || 'admin';
const routes = (process.argv[3] || 'home,clientes').split(',');
const width = Number(process.argv[4] || 1366), height = Number(process.argv[5] || 900);
const b = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu']});
const ctx = await b.newContext({ viewport: { width, height }, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
const page = await ctx.newPage();
page.on('pageerror', e => console.log('pageerror', e.message));
const base = 'http://127.0.0.1:8341/';
await page.goto(base + '#/login');
await page.getByLabel('Usuario').fill(who === 'admin' ? 'admin@demo.es' : 'operador@demo.es');
await page.getByLabel('Contraseña', { exact: true }).fill('Demo#2026');
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.waitForTimeout(2000);
for (const r of routes) {
  await page.goto(base + '#/' + r);
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(800);
  const res = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa']).analyze();
  const bad = res.violations.filter(v => v.impact === 'serious' || v.impact === 'critical');
  console.log(`== ${who} ${r} ${width}: ${bad.length} serious`);
  for (const v of bad) console.log('  ', v.id, v.impact, v.nodes.slice(0,4).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary||'').split('\n').slice(1,2).join(' ')).join('\n      '));
  await page.screenshot({ path: `/tmp/ux/${who}-${r.replace(/\//g,'_')}-${width}.png` });
}
await b.close();
