// Renders the link-preview images (apps/web/public/og/*.png) from our own art, for pages without a
// photo of their own (issue 16): WhatsApp, Facebook and X read PNG/JPEG/WebP, not SVG. Drawn by
// Chromium so the wordmark has the site's font. Run it again after the art or the logo changes:
// `node scripts/make-og-images.mjs` (CHROME_PATH or /usr/bin/chromium).
//
// - default.png (1200×630, the size Open Graph and X's large card expect): the Serengeti art with the
//   logo mark and the name. No sentence on it: the same image serves every language.
// - logo.png (512×512): the mark, for structured data (Organization.logo).
// - art/<name>.png (1200×630): each illustration of apps/web/src/assets/art drawn the same way, the
//   preview of a destination's page (its hero's art).
// `node scripts/make-og-images.mjs art/` draws only the files whose path starts with the argument.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logoSource = readFileSync(join(root, 'apps/web/src/components/logo.tsx'), 'utf8');
const mark = /'(<svg[^']+<\/svg>)'/.exec(logoSource)?.[1];
if (!mark) throw new Error('No SVG mark found in apps/web/src/components/logo.tsx');
const artDir = join(root, 'apps/web/src/assets/art');
const art = readFileSync(join(artDir, 'serengeti.svg'), 'utf8');
const font = readFileSync(
  join(
    root,
    'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  ),
).toString('base64');

const outDir = join(root, 'apps/web/public/og');
mkdirSync(join(outDir, 'art'), { recursive: true });

const sized = (svg, width, height) => svg.replace('<svg ', `<svg width="${width}" height="${height}" `);

/** An illustration at 1200×630 under the logo mark and the name. */
const banner = (svg) => `<div style="position:relative;width:1200px;height:630px;overflow:hidden">
      ${sized(svg, 1200, 630)}
      <div style="position:absolute;inset:0;background:linear-gradient(180deg,rgba(28,12,4,0) 35%,rgba(28,12,4,.65) 100%)"></div>
      <div style="position:absolute;left:72px;bottom:64px;display:flex;align-items:center;gap:28px">
        ${sized(mark, 132, 132)}
        <span style="font:800 104px/1 'Jakarta',sans-serif;color:#fff8ee;letter-spacing:-2px;text-shadow:0 4px 18px rgba(0,0,0,.35)">Dala Rides</span>
      </div>
    </div>`;

const only = process.argv[2] ?? '';
const images = [
  { file: 'default.png', width: 1200, height: 630, html: banner(art) },
  { file: 'logo.png', width: 512, height: 512, html: sized(mark, 512, 512) },
  ...readdirSync(artDir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => ({
      file: `art/${name.replace(/\.svg$/, '.png')}`,
      width: 1200,
      height: 630,
      html: banner(readFileSync(join(artDir, name), 'utf8')),
    })),
].filter(({ file }) => file.startsWith(only));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, width, height, html } of images) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><head><style>@font-face{font-family:Jakarta;font-weight:200 800;src:url(data:font/woff2;base64,${font}) format('woff2')}svg{display:block}</style></head><body style="margin:0">${html}</body></html>`,
    );
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: join(outDir, file), clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`apps/web/public/og/${file} (${width}×${height})`);
  }
} finally {
  await browser.close();
}
