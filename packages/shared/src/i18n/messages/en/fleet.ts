/** English texts of the catalog's `fleet` section (assembled in ../en.ts): a transporter's vehicles,
 * drivers and their documents, and the administrator's review of those documents. */
export default {
  vehicleNotFound: 'We could not find that vehicle.',
  driverNotFound: 'We could not find that driver.',
};
