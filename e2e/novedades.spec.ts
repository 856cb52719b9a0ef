import { crc32, deflateSync } from 'node:zlib';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectInAudit, testBlockedWithout, testInSection } from './support/sections';
import { shot } from './support/shots';

/** A real PNG of `w`×`h` pixels: a blue-to-orange gradient (the cover of the news item). */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const at = y * (w * 3 + 1) + 1 + x * 3;
      const t = x / w;
      rows.set([Math.round(30 + 220 * t), Math.round(90 + 60 * t), Math.round(200 - 170 * t)], at);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('Noticias y novedades', () => {
  testInSection(
    'the admin writes a news item with rich text and an image, sees it as the app would, and publishes it',
    {
      link: 'Noticias y novedades',
      group: 'Novedades',
      allow: [400],
      timeout: 150_000,
      viewport: { width: 1366, height: 900 },
    },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/novedades$/);
      const table = page.getByRole('table');
      for (const state of ['Publicada', 'Programada', 'Caducada', 'Borrador'])
        await expect(table.getByText(state, { exact: true }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'novedades-lista');

      await page.getByRole('button', { name: 'Nueva novedad' }).click();
      await expect(page).toHaveURL(/#\/novedades\/nueva$/);
      const title = `Lavado nocturno ${Date.now() % 100_000}`;
      await page.getByRole('textbox', { name: /^Grupo que la publica/ }).click();
      await page.getByRole('option', { name: 'Grupo Meseta' }).click();
      await page.getByRole('textbox', { name: /^Título/ }).fill(title);
      await page
        .getByRole('textbox', { name: /^Resumen/ })
        .fill('Ahora también de noche, con puntos dobles.');
      const editor = page.getByRole('textbox', { name: 'Texto' });
      await editor.click();
      await page.keyboard.type('Abrimos el lavado nocturno');
      await page.keyboard.press('ControlOrMeta+A');
      await page.getByRole('button', { name: 'Negrita' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Lista', exact: true }).click();
      await page.keyboard.type('De 22:00 a 6:00');
      const preview = page.getByRole('figure', { name: 'Vista previa en la app' });
      await expect(preview.locator('b, strong', { hasText: 'Abrimos el lavado nocturno' })).toBeVisible();
      await expect(preview.locator('li', { hasText: 'De 22:00 a 6:00' })).toBeVisible();
      await expect(preview.getByText(title)).toBeVisible();
      await page.getByRole('button', { name: 'Crear novedad' }).click();
      await expect(page).toHaveURL(/#\/novedades\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Borrador: no se ve en la app.')).toBeVisible();

      // A file that says it is a PNG but is not: refused by its bytes, with the reason.
      const file = page.locator('input[type=file]');
      await file.setInputFiles({
        name: 'portada.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg onload=x>'),
      });
      await expect(page.getByText('El fichero no es una imagen PNG, JPEG o WebP').first()).toBeVisible();
      await file.setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: png(320, 180) });
      await expect(page.getByText('Imagen guardada')).toBeVisible();
      await expect(preview.getByRole('img', { name: 'Imagen de la novedad' })).toBeVisible();
      await expect
        .poll(() => preview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(320);

      await page.getByRole('button', { name: 'Publicar ahora' }).click();
      await expect(page.getByText('Novedad publicada')).toBeVisible();
      await expect(page.getByText(/^Publicada: se ve en la app/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publicar ahora' })).toHaveCount(0);
      // What was stored is what the preview shows (the server kept the allow-listed tags).
      await expect(preview.locator('b, strong', { hasText: 'Abrimos el lavado nocturno' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'novedades-detalle', true);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'novedades-detalle-movil', true);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 1366, height: 900 });

      await page.goto('./#/novedades');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      await expect(row.getByText('Publicada', { exact: true })).toBeVisible();
      await expectInAudit(page, 'novedad', /imagen cambiada/);
    },
  );

  testBlockedWithout('can_view_novedad', {
    link: 'Noticias y novedades',
    routes: ['novedades', 'novedades/1', 'novedades/nueva'],
    api: '/v1/news',
  });
});
