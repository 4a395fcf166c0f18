/** English texts of the catalog's `deals` section (assembled in ../en.ts). */
export default {};
