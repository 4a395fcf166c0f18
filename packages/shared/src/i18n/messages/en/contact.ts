/** English texts of the catalog's `contact` section (assembled in ../en.ts). */
export default {
  nameRequired: 'Full name is required',
  nameTooLong: 'Name must be at most 120 characters',
  subjectRequired: 'Please choose a subject',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  tooManyMessages:
    'You have sent several messages in a short time. Please wait a while before sending another.',
};
