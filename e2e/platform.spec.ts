import { expect, test } from './fixtures';

test('the server serves the SPA, deep links and the API on one port', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });

  await page.goto('/');
  await expect(page.getByAltText('Dala Rides Logo').first()).toBeVisible();

  // A deep link to a signed-in screen answers with the app shell; the client router takes it from
  // there. (Public pages arrive rendered: e2e/ssr.spec.ts.)
  const deep = await request.get('/bookings/123');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toContain('text/html');
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expect(await deep.text()).toContain('<div id="root"></div>');

  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'not_found' });
});
