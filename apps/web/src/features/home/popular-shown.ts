/** How many popular packages the home page shows (its query and the server's prefetch agree on it). */
export const POPULAR_SHOWN = 4;
