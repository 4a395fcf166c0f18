/** English texts of the catalog's `travel` section (assembled in ../en.ts): what travelers and crews read
 * about trips on sale — search, trip pages and seat maps, the boarding manifest and check-in. */
export default {
  searchOriginRequired: 'Choose where you are travelling from',
};
