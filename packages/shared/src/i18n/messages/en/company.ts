/** English texts of the catalog's `company` section (assembled in ../en.ts). */
export default {};
