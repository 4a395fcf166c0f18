import { clientConfigSchema } from '@dala/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';

describe('GET /api/config', () => {
  it('tells the web app the geolocation service and Google client id when they are configured', async () => {
    const t = await createTestApp({
      env: { GEOLOCATION_URL: 'http://127.0.0.1:9/geo', GOOGLE_CLIENT_ID: 'client-123.apps.example' },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        google_client_id: 'client-123.apps.example',
        geolocation_url: 'http://127.0.0.1:9/geo',
      });
      // Public: no session needed, and the older Google endpoint still answers as before.
      const google = await t.app.inject({ method: 'GET', url: '/api/auth/google/config' });
      expect(google.json()).toEqual({ enabled: true, client_id: 'client-123.apps.example' });
    } finally {
      await t.close();
    }
  });

  it('answers null for both when nothing is configured (the default: the web never asks a geolocation service)', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
      expect(res.statusCode).toBe(200);
      expect(clientConfigSchema.parse(res.json())).toEqual({ google_client_id: null, geolocation_url: null });
      expect(res.json()).toEqual({ google_client_id: null, geolocation_url: null });
    } finally {
      await t.close();
    }
  });
});
