import type { ResourceKey } from 'i18next';

/** The locale files of every language but English, one chunk each (listed apart: see index.ts). */
export const otherLocaleFiles = import.meta.glob<{ default: ResourceKey }>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
]);
