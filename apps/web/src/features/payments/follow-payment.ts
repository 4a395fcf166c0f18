/**
 * After a payment was opened: a hosted page (card, the sandbox) is opened in this tab; a prompt sent to
 * the payer's phone is followed on this page (`onPrompt`), which updates by itself when it settles.
 */
export function followPayment<P>(
  result: { checkout_url: string | null; payment: P },
  onPrompt: (payment: P) => void,
) {
  if (result.checkout_url) window.location.assign(result.checkout_url);
  else onPrompt(result.payment);
}
