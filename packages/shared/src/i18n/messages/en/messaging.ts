/** English texts of the catalog's `messaging` section (assembled in ../en.ts). */
export default {};
