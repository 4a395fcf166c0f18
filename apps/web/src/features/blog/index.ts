/** The blog feature's public entry: what other features and app/ may use of it (lint rule). */
export { ARTICLES } from './articles';
export { articlesFoundLabel, filterArticles } from './blog-filter';
