/**
 * The traveler's dashboard card of saved safaris and trips whose price dropped or that sold out
 * (issue 15). Renders nothing until saving works; the dashboard places it.
 */
export function SavedPriceDropsCard() {
  return null;
}
