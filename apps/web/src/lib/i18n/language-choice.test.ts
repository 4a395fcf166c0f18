import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '../hydration';
import { LANGUAGE_STORAGE_KEY, initialLanguage, rememberLanguage } from './language-choice';

function clearCookie() {
  document.cookie = 'dala_lang=; Path=/; Max-Age=0';
}

describe('the language to start in', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
    document.getElementById(SSR_STATE_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
  });

  const browserLanguages = (languages: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('a first visit follows the browser: sw* is Swahili, anything else English', () => {
    browserLanguages(['sw-TZ', 'en-US']);
    expect(initialLanguage()).toBe('sw');
    browserLanguages(['fr-FR', 'sw']);
    expect(initialLanguage()).toBe('sw');
    browserLanguages(['en-GB', 'sw']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['de-DE']);
    expect(initialLanguage()).toBe('en');
  });

  it('the cookie wins over storage, storage over the browser', () => {
    browserLanguages(['sw-TZ']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');
    document.cookie = 'dala_lang=sw; Path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('sw');
    document.cookie = 'dala_lang=xx; Path=/';
    expect(initialLanguage()).toBe('en');
  });

  it('a page the server rendered starts in the language it was rendered in', () => {
    document.cookie = 'dala_lang=en; Path=/';
    const state = document.createElement('script');
    state.id = SSR_STATE_ELEMENT_ID;
    state.setAttribute('data-lang', 'sw');
    document.body.append(state);
    expect(initialLanguage()).toBe('sw');
  });

  it('remembers a choice in storage and in the cookie the server reads', () => {
    rememberLanguage('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(document.cookie).toContain('dala_lang=sw');
    rememberLanguage('en');
    expect(document.cookie).toContain('dala_lang=en');
  });
});
