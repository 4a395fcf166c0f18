/** English texts of the catalog's `fleet` section (assembled in ../en.ts): a transporter's vehicles,
 * drivers and their documents, and the administrator's review of those documents. */
export default {
  vehicleNotFound: 'We could not find that vehicle.',
  driverNotFound: 'We could not find that driver.',
  vehicleRetired: 'Vehicle {{plate}} is retired and cannot be on a trip on sale',
  driverRetired: '{{name}} is retired and cannot drive a trip on sale',
};
