import { useMemo } from 'react';
import { useStoredTexts } from '../../lib/i18n';
import type faq from '../../locales/en/faq.json';

export type FaqCategoryId = keyof typeof faq.categories;
type FaqTexts = (typeof faq.categories)[FaqCategoryId];

/** FAQ category (spec §3: id, title, icon) and its four questions. */
export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  /** SVG path of the category icon (24×24, stroked). */
  icon: string;
  items: { question: string; answer: string }[];
}

/** The six categories in order, with their icons; their texts are in the `faq` namespace. */
export const FAQ_TOPICS: readonly { id: FaqCategoryId; icon: string }[] = [
  {
    id: 'booking',
    icon: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7Zm0 4h16M8 3v4m8-4v4',
  },
  {
    id: 'safari',
    icon: 'M6.5 19a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm11 0a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM10 15.5h4M4 14l2-8h3l1 6m10 2-2-8h-3l-1 6',
  },
  {
    id: 'transport',
    icon: 'M5 17V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v11M5 12h14M5 17h14v2M5 17v2m3-4h.01M16 15h.01M9 4v8',
  },
  {
    id: 'payment',
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h3',
  },
  { id: 'safety', icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4' },
  {
    id: 'platform',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3Z',
  },
];

/** The categories with the given texts (`categories` of the faq namespace, in any language). */
export function faqCategoriesFrom(texts: Record<FaqCategoryId, FaqTexts>): FaqCategory[] {
  return FAQ_TOPICS.map((topic) => ({
    ...topic,
    title: texts[topic.id].title,
    items: texts[topic.id].items,
  }));
}

/** The categories in the active language (the `faq` namespace must be loaded: lazyPage does it). */
export function useFaqCategories(): FaqCategory[] {
  const texts = useStoredTexts<Record<FaqCategoryId, FaqTexts>>('faq', 'categories');
  return useMemo(() => faqCategoriesFrom(texts), [texts]);
}

/** The questions of one category matching `query` in question or answer, case-insensitively (spec §2). */
export function filterFaq(category: FaqCategory, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return category.items;
  return category.items.filter(
    (item) => item.question.toLowerCase().includes(q) || item.answer.toLowerCase().includes(q),
  );
}
