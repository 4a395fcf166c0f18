import { expect, test } from './fixtures';

// Issue 15: a company's public page /operators/{slug} arrives as HTML that shows the company (no
// browser needed), an unknown operator is a 404 page, and the safari page leads to it.

/** The text of the HTML's #root, tags removed: what a reader sees before any script runs. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the HTML of /operators/{slug} shows the company and its safaris; a former address and an unknown one', async ({
  request,
}) => {
  const company = (await (await request.get('/api/companies/kilele-safaris')).json()) as {
    company_name: string;
    safaris: { title: string }[];
  };
  expect(company.safaris.length, 'the demo operator has published safaris').toBeGreaterThan(0);

  const page = await request.get('/operators/kilele-safaris');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<title>${company.company_name.replace(/&/g, '&amp;')} — Dala Rides</title>`);
  const text = rootText(html);
  expect(text).toContain(company.company_name);
  expect(text).toContain('Verified');
  expect(text).toContain(company.safaris[0]!.title);
  // The operator keeps its email private: the page never shows it.
  expect(html).not.toContain('bookings@kilelesafaris.co.tz');

  // The name's own slug is a former address: it still shows the company.
  const former = await request.get('/operators/kilele-safaris-demo');
  expect(former.status()).toBe(200);
  expect(rootText(await former.text())).toContain(company.company_name);

  const missing = await request.get('/operators/no-such-operator');
  expect(missing.status()).toBe(404);
  expect(rootText(await missing.text())).toContain('Operator not found');
});

test("the safari page links the operator's company page", async ({ page, request }) => {
  const found = (await (await request.get('/api/companies/kilele-safaris')).json()) as {
    company_name: string;
    safaris: { slug: string }[];
  };
  await page.goto(`/safaris/${found.safaris[0]!.slug}`);
  await page.getByRole('link', { name: 'View company profile' }).click();
  await expect(page).toHaveURL(/\/operators\/kilele-safaris$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(found.company_name);
  await expect(page.getByRole('heading', { name: `Safaris by ${found.company_name}` })).toBeVisible();
});
