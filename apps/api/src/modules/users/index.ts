/** What other modules use of the users module: the user row, its API shape, verification documents. */
export {
  ADMIN_DOCUMENTS_PATH,
  findUserRow,
  getUser,
  listDocuments,
  selectUsers,
  toDocument,
  toUser,
  type UserRow,
} from './users.service';
