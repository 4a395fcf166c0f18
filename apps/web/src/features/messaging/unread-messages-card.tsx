/**
 * The traveler's and operator's dashboard card of unread conversations (issue 15). Renders nothing
 * until messaging works; the dashboard places it.
 */
export function UnreadMessagesCard() {
  return null;
}
