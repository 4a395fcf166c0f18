import { afterEach, describe, expect, it } from 'vitest';
import { i18n, lazyPage, loadMessageSections, messageText } from '.';

const Page = () => null;

describe('the message catalog, loaded by section', () => {
  afterEach(async () => {
    // The other tests expect the whole catalog (test/setup.ts loads it).
    await lazyPage(() => Promise.resolve({ default: Page }), ['messages'])();
  });

  it('a guest form page gets only its sections, and i18next counts `messages` as loaded', async () => {
    i18n.removeResourceBundle('en', 'messages');
    await loadMessageSections(['auth', 'common']);
    expect(messageText('auth.emailRequired')).toBe('Email is required');
    expect(messageText('common.unsafeCharacters')).toBe('Contains characters that are not allowed');
    // Not loaded: shown as the key (a page lists every section it can show).
    expect(messageText('safaris.titleRequired')).toBe('safaris.titleRequired');
    expect(i18n.hasLoadedNamespace('messages')).toBe(true);
  });

  it("a page that needs the whole catalog gets every section after a guest page's few", async () => {
    i18n.removeResourceBundle('en', 'messages');
    await lazyPage(() => Promise.resolve({ default: Page }), ['auth'], ['auth'])();
    expect(messageText('safaris.titleRequired')).toBe('safaris.titleRequired');

    const loaded = await lazyPage(() => Promise.resolve({ default: Page }), ['safaris', 'messages'])();
    expect(loaded.Component).toBe(Page);
    expect(messageText('safaris.titleRequired')).not.toBe('safaris.titleRequired');
    expect(messageText('auth.emailRequired')).toBe('Email is required');
  });
});
