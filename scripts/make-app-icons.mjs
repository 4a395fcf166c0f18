// Renders the installable app's icons (apps/web/public/icons/*.png) and the favicon
// (apps/web/public/favicon.svg) from our own mark: the SVG of the
// logo component (apps/web/src/components/logo.tsx), drawn by Chromium at each size. Run it again
// after the logo changes: `node scripts/make-app-icons.mjs` (CHROME_PATH or /usr/bin/chromium).
//
// - icon-192.png, icon-512.png: the mark as the site shows it (rounded corners, transparent outside).
// - icon-maskable-512.png: the same art full-bleed (square corners), for launchers that cut their own
//   shape; every drawn element of the mark lies inside the central 80 % circle they keep.
// - apple-touch-icon.png (180 px): full-bleed too, no transparency (iOS rounds it itself).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logoSource = readFileSync(join(root, 'apps/web/src/components/logo.tsx'), 'utf8');
const mark = /'(<svg[^']+<\/svg>)'/.exec(logoSource)?.[1];
if (!mark) throw new Error('No SVG mark found in apps/web/src/components/logo.tsx');
writeFileSync(join(root, 'apps/web/public/favicon.svg'), `${mark}\n`);
console.log('apps/web/public/favicon.svg');
// The mark's rounded corners: rx on its first (background) rect.
// Full-bleed: square corners, and the ground (the path rising from the left edge at y=47) carried out
// to both edges, so a square mask shows no background beside it.
const ground = /<path d="M4 47[^"]*" fill="(#[0-9a-f]{6})"\/>/.exec(mark);
if (!ground) throw new Error('The mark has no ground path starting at M4 47');
const fullBleed = mark
  .replace(/(<rect\b[^>]*?)\srx="[^"]*"/, '$1')
  .replace(ground[0], `<rect y="47" width="64" height="17" fill="${ground[1]}"/>${ground[0]}`);
if (!/<rect (?![^>]*rx=)/.test(fullBleed)) throw new Error('The mark has no background rect to square off');

const outDir = join(root, 'apps/web/public/icons');
mkdirSync(outDir, { recursive: true });

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({
      path: join(outDir, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`apps/web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
