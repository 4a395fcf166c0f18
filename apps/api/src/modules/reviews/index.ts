/** What other modules may use of `reviews` (import from here, never from its files). */
export {};
