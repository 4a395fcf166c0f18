/** English texts of the catalog's `admin` section (assembled in ../en.ts). */
export default {};
