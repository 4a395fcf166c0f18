/** English texts of the catalog's `fleet` section (assembled in ../en.ts): a transporter's vehicles,
 * drivers and their documents, and the administrator's review of those documents. */
export default {
  vehicleNotFound: 'We could not find that vehicle.',
  driverNotFound: 'We could not find that driver.',
  documentNotFound: 'We could not find that document.',
  photoNotFound: 'We could not find that photo.',
  // Sale gates (trip planning answers with these)
  vehicleRetired: 'Vehicle {{plate}} is retired and cannot be on a trip on sale',
  driverRetired: '{{name}} is retired and cannot drive a trip on sale',
  // Vehicles
  plateTaken: 'A vehicle with plate {{plate}} is already registered',
  makeRequired: 'Enter the make',
  makeTooLong: 'The make is at most 60 characters',
  modelRequired: 'Enter the model',
  modelTooLong: 'The model is at most 60 characters',
  yearInvalid: 'Enter the model year, from 1950 to next year',
  classInvalid: 'Choose a vehicle class',
  amenityInvalid: 'Choose amenities from the list',
  layoutTooLarge: 'This seat layout is far too large',
  vehicleOnTrips_one:
    'Vehicle {{plate}} is on {{count}} upcoming trip or schedule: move it to another vehicle or cancel it first',
  vehicleOnTrips_other:
    'Vehicle {{plate}} is on {{count}} upcoming trips or schedules: move them to another vehicle or cancel them first',
  vehicleAlreadyRetired: 'This vehicle is already retired',
  // Photos
  photoRequired: 'Choose a photo to upload',
  photoTooLarge: 'Photos must be at most 8 MB',
  photoTypeNotAllowed: 'Upload a JPEG, PNG or WebP photo',
  photoDamaged: 'This file is damaged or not really a photo',
  photoTooSmall: 'Photos must be at least {{width}} × {{height}} pixels',
  tooManyPhotos: 'A vehicle has at most {{max}} photos',
  // Drivers
  driverNameRequired: 'Enter the driver’s full name',
  driverNameTooLong: 'The name is at most 120 characters',
  driverPhoneRequired: 'Enter the driver’s phone number',
  licenceNumberInvalid: 'Enter the driving licence number (4 to 30 letters and digits)',
  licenceNumberTaken: 'Another of your drivers has licence number {{number}}',
  licenceClassInvalid: 'Enter the licence class, such as C or C1',
  driverOnTrips_one:
    '{{name}} is on {{count}} upcoming trip or schedule: give it another driver or cancel it first',
  driverOnTrips_other:
    '{{name}} is on {{count}} upcoming trips or schedules: give them another driver or cancel them first',
  driverAlreadyRetired: 'This driver is already retired',
  // Documents
  documentKindInvalid: 'Choose a document kind this vehicle or driver has',
  documentFileRequired: 'Choose the document file to upload',
  documentTooLarge: 'Documents must be at most 10 MB',
  documentTypeNotAllowed: 'Upload a PDF, JPEG, PNG or WebP file',
  documentExpiryRequired: 'Enter the last day the document is valid',
  documentExpiryPast: 'This document has already expired: upload the current one',
  holderRetired: 'This vehicle or driver is retired',
  // Admin review
  rejectionReasonRequired: 'Say why the document is rejected',
  rejectionReasonTooLong: 'The reason is at most 1000 characters',
  documentApprovedTitle: 'Document approved',
  documentApproved: 'The {{document}} of {{holder}} was approved.',
  documentRejectedTitle: 'Document rejected',
  documentRejected:
    'The {{document}} of {{holder}} was rejected: {{reason}}. Upload a new one on the validation page.',
  documentToReviewTitle: 'Transport document to review',
  documentToReview: '{{company}} uploaded the {{document}} of {{holder}}.',
};
