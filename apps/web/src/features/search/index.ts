/** The search feature's public entry: what other features and app/ may use of it (lint rule). */
export { SearchPanel } from './search-panel';
export { AlternativeLinks, changedSearch, type AlternativeLink } from './alternative-links';
