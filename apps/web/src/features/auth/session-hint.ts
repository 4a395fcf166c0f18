import { SESSION_HINT_COOKIE_NAME } from '@dala/shared';

/**
 * Whether the API has left its session hint (a readable cookie set and cleared with the httpOnly
 * refresh cookie): without it a token refresh cannot succeed, so an anonymous visitor costs no
 * request. Reads `cookieHeader` when given (the server passes the request's Cookie header), else
 * `document.cookie`; false where there is no document.
 */
export function hasSessionHint(cookieHeader?: string): boolean {
  const cookies = cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
  return cookies.split(';').some((pair) => {
    const separator = pair.indexOf('=');
    if (separator < 0) return false;
    return (
      pair.slice(0, separator).trim() === SESSION_HINT_COOKIE_NAME && pair.slice(separator + 1).trim() !== ''
    );
  });
}
