import { AUTH_MESSAGES, catalogKeys, replaceCatalog, translate, type MessageCatalog } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 11: the API's texts are message keys rendered by the one error handler (and the success
 * answers) from the catalog, in the request's language; English is the spec's text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emptyRegistration = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, headers });

/** Every text of the English catalog, marked: a rendered text shows where it came from. */
function markedEnglish(): MessageCatalog {
  const marked: MessageCatalog = {};
  for (const key of catalogKeys()) {
    const path = key.split('.');
    let node = marked;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as MessageCatalog;
    node[path.at(-1)!] = `[${key}] ${translate('en', key)}`;
  }
  return marked;
}

describe('API texts come from the message catalog', () => {
  it('answers field errors and the detail in English, never as keys', async () => {
    const res = await emptyRegistration();
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe(translate('en', AUTH_MESSAGES.firstNameRequired));
    expect(body.detail).toBe('First name is required');
    expect(body.fields.email).toEqual(['Email is required']);
    for (const messages of Object.values(body.fields as Record<string, string[]>)) {
      for (const message of messages) expect(message).not.toMatch(/^[a-z]+\.[A-Za-z]+$/);
    }
  });

  it('renders every detail and field message through the catalog', async () => {
    const restore = replaceCatalog('en', markedEnglish());
    try {
      const validation = (await emptyRegistration()).json();
      expect(validation.detail).toBe('[auth.firstNameRequired] First name is required');
      expect(validation.fields.password2).toEqual(['[auth.password2Required] Please confirm your password']);

      const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/users/me' });
      expect(unauthenticated.json().detail).toBe('[auth.authenticationRequired] Authentication required');

      const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(unknownRoute.json().detail).toMatch(/^\[common\.\w+\] /);

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.json().detail).toBe('[common.malformedJson] Malformed JSON in the request body');
    } finally {
      restore();
    }
    expect((await emptyRegistration()).json().detail).toBe('First name is required');
  });

  it('answers a guest in the best Accept-Language match, else English', async () => {
    for (const header of ['en-GB,en;q=0.9', 'fr-FR,de;q=0.8', 'sw', '*', 'garbage;;q=x']) {
      const res = await emptyRegistration({ 'accept-language': header });
      expect(res.json().detail, header).toBe('First name is required');
    }
  });
});
