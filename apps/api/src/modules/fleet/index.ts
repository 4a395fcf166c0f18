/** The fleet module's face to other modules (trip planning): who may be on a trip on sale, and the
 * transporter's own vehicles and drivers (404 for anyone else's). */
export {
  assertSaleable,
  driverSaleProblem,
  loadOwnedDriver,
  loadOwnedVehicle,
  saleProblemError,
  vehicleSaleProblem,
  type SaleProblem,
} from './sale-gates';
/** The administrator's review of transport documents (admin module). */
export { adminDocumentPage, reviewDocument } from './documents.service';
/** Vehicle pictures' public URLs (the trip page shows them). */
export { vehiclePictureUrls } from './photos';
export { classArtName } from './vehicle-art';
