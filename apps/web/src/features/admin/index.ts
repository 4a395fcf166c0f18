/** What other features may use of `admin` (import from here, never from its files). */
export {};
