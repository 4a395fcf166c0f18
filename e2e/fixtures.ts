import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's data folder for this run (see playwright.config.ts). */
export const dataDir = () => process.env.E2E_DATA_DIR!;

/** Demo accounts of the seed (apps/api/src/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'dala-demo-2026';
export const DEMO = {
  traveler: 'traveler@demo.dalarides.co.tz',
  operator: 'operator@demo.dalarides.co.tz',
  transporter: 'transporter@demo.dalarides.co.tz',
  admin: 'admin@demo.dalarides.co.tz',
} as const;

/** No serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** The newest mail in the server's outbox sent to `to`, as raw text (quoted-printable decoded). */
export function latestMailTo(to: string): string | undefined {
  const dir = join(dataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) {
      return text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  return undefined;
}

/** Screenshots at phone and desktop widths, kept with the test's artifacts. */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  testInfo: { outputPath(name: string): string },
) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
