import { describe, expect, it } from 'vitest';
import { buttonClasses } from '../components/ui/button';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy ones', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('keeps the later of two conflicting Tailwind classes', () => {
    expect(cn('px-2', 'px-4')).toBe('px-4');
    expect(cn('rounded-xl', 'rounded-card')).toBe('rounded-card');
    expect(cn('shadow-sm', 'shadow-card')).toBe('shadow-card');
  });

  it('lets a className override a variant colour', () => {
    const classes = buttonClasses('primary', 'md', 'bg-red-700').split(' ');
    expect(classes).toContain('bg-red-700');
    expect(classes).not.toContain('bg-primary-700');
    expect(classes).toContain('hover:bg-primary-800');
  });
});
