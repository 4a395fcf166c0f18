/**
 * English texts of the API's user-facing messages (error details, field messages, emails,
 * notifications), keyed `domain.key`. The web loads the same file as its `messages` namespace, so a
 * field message reads the same whichever side found the problem.
 */
const en = {};

export default en;
