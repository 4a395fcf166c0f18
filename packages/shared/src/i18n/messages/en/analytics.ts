/** English texts of the catalog's `analytics` section (assembled in ../en.ts). */
export default {};
