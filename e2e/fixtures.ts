import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export { expect };

/** One Content-Security-Policy refusal seen in the browser: a DOM event or Chromium's console line. */
export interface CspViolation {
  via: 'event' | 'console';
  /** The directive that refused it, e.g. script-src-elem (events only). */
  directive?: string;
  /** What was refused: a URL, or 'inline' / 'eval' (events only). */
  blocked?: string;
  /** The start of refused inline code or eval (events only). */
  sample?: string;
  /** The page where it happened. */
  url: string;
  text: string;
}

const CSP_BINDING = '__dalaCspViolation';

/**
 * Every spec imports `test` from here: each test records the CSP violations of every page and frame
 * of its browser context (the `securitypolicyviolation` event, and Chromium's "Refused to … Content
 * Security Policy" console errors as a backstop) and fails if there was any. A test that provokes one
 * on purpose reads `csp.violations` and calls `csp.clear()`.
 */
export const test = base.extend<{
  csp: { readonly violations: readonly CspViolation[]; clear(): void };
}>({
  // A server-rendered page shows before its script has run; `goto` and `reload` return once the browser
  // has taken it over (`<html data-hydrated>`), as a person would wait for a page to respond. A test
  // that looks at the page before that passes `waitUntil: 'commit'`.
  page: async ({ page }, use) => {
    const untilHydrated = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
      const response = await navigation;
      // (A page that is not the app, e.g. one a test serves itself, has no #root to take over.)
      if (waitUntil !== 'commit') {
        await page
          .locator('html[data-hydrated], html:not(:has(#root))')
          .first()
          .waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => untilHydrated(goto(url, options), options?.waitUntil);
    page.reload = (options) => untilHydrated(reload(options), options?.waitUntil);
    await use(page);
  },
  csp: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(CSP_BINDING, ({ frame }, event: Omit<CspViolation, 'via' | 'url'>) => {
        violations.push({ via: 'event', url: frame.url(), ...event });
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            sample: e.sample,
            text: `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} ${e.sample ? `(${e.sample}) ` : ''}at ${e.sourceFile}:${e.lineNumber}`,
          });
        });
      }, CSP_BINDING);
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push({ via: 'console', url: message.page()?.url() ?? '', text: message.text() });
        }
      });
      await use({
        get violations() {
          return violations;
        },
        clear: () => void violations.splice(0),
      });
      // Let reports already sent by the pages arrive before judging.
      for (const page of context.pages()) {
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50))).catch(() => {});
      }
      expect(
        violations.map((v) => `${v.url}: ${v.text}`),
        'Content-Security-Policy violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

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
