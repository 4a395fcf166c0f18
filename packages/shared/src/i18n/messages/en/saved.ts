/** English texts of the catalog's `saved` section (assembled in ../en.ts). */
export default {};
