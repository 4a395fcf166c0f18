import { describe, expect, it } from 'vitest';
import {
  intlLocaleOf,
  languageFromBrowser,
  languageFromCookie,
  languageFromHeaders,
} from './language-choice';

describe('choosing the language of a request', () => {
  it('reads the dala_lang cookie among others, ignoring a language we do not speak', () => {
    expect(languageFromCookie('a=1; dala_lang=sw; dala_session=1')).toBe('sw');
    expect(languageFromCookie('dala_lang=en')).toBe('en');
    expect(languageFromCookie('dala_lang=fr')).toBeUndefined();
    expect(languageFromCookie('xdala_lang=sw')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('the cookie wins over Accept-Language, which wins over English', () => {
    expect(languageFromHeaders({ cookie: 'dala_lang=en', 'accept-language': 'sw-TZ' })).toBe('en');
    expect(languageFromHeaders({ 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' })).toBe('sw');
    expect(languageFromHeaders({ cookie: 'dala_lang=zz', 'accept-language': 'fr' })).toBe('en');
    expect(languageFromHeaders({})).toBe('en');
  });

  it("follows the browser's languages: the first we speak, else English", () => {
    expect(languageFromBrowser(['sw-TZ'])).toBe('sw');
    expect(languageFromBrowser(['SW'])).toBe('sw');
    expect(languageFromBrowser(['fr', 'en-GB', 'sw'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });

  it('formats Swahili for Tanzania and keeps English as the spec writes it', () => {
    expect(intlLocaleOf('sw')).toBe('sw-TZ');
    expect(intlLocaleOf('en')).toBe('en-US');
  });
});
