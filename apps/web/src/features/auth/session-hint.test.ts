import { afterEach, describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint';

const clearHint = () => {
  document.cookie = 'dala_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
afterEach(clearHint);

describe('hasSessionHint', () => {
  it("reads a request's Cookie header", () => {
    expect(hasSessionHint('dala_session=1')).toBe(true);
    expect(hasSessionHint('theme=dark; dala_session=1; lang=sw')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('theme=dark')).toBe(false);
    expect(hasSessionHint('dala_session=')).toBe(false);
    expect(hasSessionHint('dala_sessionx=1; xdala_session=1')).toBe(false);
    expect(hasSessionHint('dala_session')).toBe(false);
  });

  it('reads document.cookie without an argument', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'dala_session=1; path=/';
    expect(hasSessionHint()).toBe(true);
    // The header given wins over the document.
    expect(hasSessionHint('theme=dark')).toBe(false);
    clearHint();
    expect(hasSessionHint()).toBe(false);
  });
});
