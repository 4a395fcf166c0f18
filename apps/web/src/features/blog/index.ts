/** The blog feature's public entry: what other features and app/ may use of it (lint rule). */
export { ARTICLES } from './articles-english';
export { articlesFoundLabel, filterArticles } from './blog-filter';
