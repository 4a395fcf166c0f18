import faq from '../../locales/en/faq.json';
import { faqCategoriesFrom } from './faq-data';

/** The categories in English (reference and tests; pages use useFaqCategories). */
export const FAQ_CATEGORIES = /* @__PURE__ */ faqCategoriesFrom(faq.categories);
