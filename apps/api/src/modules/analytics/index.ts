/** What other modules may use of `analytics` (import from here, never from its files). */
export {};
