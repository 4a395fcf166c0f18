/** What other features may use of `company` (import from here, never from its files). */
export {};
