/** English texts of the catalog's `reviews` section (assembled in ../en.ts). */
export default {};
