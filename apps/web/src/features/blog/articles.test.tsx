import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/blog.json';
import sw from '../../locales/sw/blog.json';
import { i18n } from '../../lib/i18n';
import { useArticles } from './articles';

function Titles() {
  return (
    <ul>
      {useArticles().map((article) => (
        <li key={article.slug}>{article.title}</li>
      ))}
    </ul>
  );
}

const titles = (texts: typeof en.articles) => Object.values(texts).map((article) => article.title);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  i18n.addResourceBundle('sw', 'blog', sw, true, true);
});

describe('useArticles', () => {
  it('gives the stored texts of the active language, and follows a change of language', async () => {
    render(<Titles />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(titles(en.articles));

    await act(async () => {
      await i18n.changeLanguage('sw');
      await i18n.loadNamespaces('blog');
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(titles(sw.articles));
  });

  it('falls back to English texts a language does not have', async () => {
    await act(async () => {
      await i18n.changeLanguage('sw');
      await i18n.loadNamespaces('blog');
    });
    i18n.removeResourceBundle('sw', 'blog');
    i18n.addResourceBundle('sw', 'blog', { pageTitle: 'Blogu' });
    render(<Titles />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(titles(en.articles));
  });
});
