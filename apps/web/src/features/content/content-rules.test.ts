import { describe, expect, it } from 'vitest';
import { ARTICLES, articlesFoundLabel, filterArticles } from '../blog';
import { FAQ_CATEGORIES, filterFaq } from '../faq';

describe('FAQ content and filter', () => {
  it('has the six categories of the spec with four questions each', () => {
    expect(FAQ_CATEGORIES.map((c) => c.id)).toEqual([
      'booking',
      'safari',
      'transport',
      'payment',
      'safety',
      'platform',
    ]);
    for (const c of FAQ_CATEGORIES) expect(c.items).toHaveLength(4);
  });

  it('filters the current category by question or answer text, any case', () => {
    const payment = FAQ_CATEGORIES.find((c) => c.id === 'payment')!;
    expect(filterFaq(payment, '  M-PESA ').map((i) => i.question)).toEqual([
      'Which payment methods can I use?',
    ]);
    expect(filterFaq(payment, 'booking fees')).toHaveLength(1);
    expect(filterFaq(payment, '')).toHaveLength(4);
    expect(filterFaq(payment, 'kilimanjaro')).toEqual([]);
  });
});

describe('blog filter', () => {
  it('has six articles, one featured, each in a spec category', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(ARTICLES.filter((a) => a.featured)).toHaveLength(1);
  });

  it('filters by category and search text together', () => {
    expect(filterArticles(ARTICLES, 'All', '')).toHaveLength(6);
    expect(filterArticles(ARTICLES, 'Adventure', '').map((a) => a.slug)).toEqual([
      'climbing-kilimanjaro-choosing-your-route',
    ]);
    expect(filterArticles(ARTICLES, 'All', 'ZANZIBAR').length).toBeGreaterThanOrEqual(1);
    expect(filterArticles(ARTICLES, 'Culture', 'zanzibar')).toEqual([]);
  });

  it("labels 'N article(s) found'", () => {
    expect(articlesFoundLabel(0)).toBe('0 articles found');
    expect(articlesFoundLabel(1)).toBe('1 article found');
    expect(articlesFoundLabel(5)).toBe('5 articles found');
  });
});
