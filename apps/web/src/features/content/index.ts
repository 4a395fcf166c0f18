/** The content feature's public entry: what other features and app/ may use of it (lint rule). */
export { ART, artFor } from './art';
export { CONTACT_DETAILS, IMPACT_FIGURES, SELLING_POINTS } from './marketing';
