import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy ones', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('keeps every class in order: it resolves no conflicts (callers never pass conflicting classes)', () => {
    expect(cn('px-2', 'px-4')).toBe('px-2 px-4');
    expect(cn('rounded-xl', 'shadow-card')).toBe('rounded-xl shadow-card');
  });
});
