import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';
import { DangerLinkButton } from './danger-button';
import { Skeleton } from './skeleton';

// `cn` resolves no conflicts, so the common components' tables (base + variant + size) must never put
// two classes that set the same property on one element. This is a check of those tables, not a merger:
// it knows the property groups the tables use and fails on anything it cannot place.

const DISPLAY = new Set(['flex', 'inline-flex', 'block', 'inline-block', 'grid', 'hidden']);
const FONT_SIZES = /^text-(xs|sm|base|lg|\d?xl)$/;
const SIDES: Record<string, string[]> = { p: ['t', 'r', 'b', 'l'], px: ['r', 'l'], py: ['t', 'b'] };
const SIMPLE = [
  'items',
  'justify',
  'rounded',
  'font',
  'transition',
  'select',
  'pointer-events',
  'opacity',
  'h',
  'w',
  'gap',
  'cursor',
  'animate',
  'tracking',
  'leading',
  'outline',
];

/** The properties (with their variant prefix, e.g. `hover:bg`) one class of our tables sets. */
function properties(cls: string): string[] {
  const cut = cls.lastIndexOf(':') + 1;
  const [variant, u] = [cls.slice(0, cut), cls.slice(cut)];
  const one = (p: string) => [variant + p];
  if (DISPLAY.has(u)) return one('display');
  if (FONT_SIZES.test(u)) return one('font-size');
  if (u.startsWith('text-')) return one('color');
  if (/^ring(-\d+)?$/.test(u)) return one('ring-width');
  if (u === 'ring-inset') return one('ring-inset');
  if (u.startsWith('ring-')) return one('ring-color');
  if (/^border(-\d+)?$/.test(u)) return one('border-width');
  if (u.startsWith('border-')) return one('border-color');
  if (/^shadow(-(xs|sm|md|lg|xl|card|raised|none))?$/.test(u)) return one('shadow');
  if (u.startsWith('bg-')) return one('background');
  if (u.startsWith('size-')) return [variant + 'h', variant + 'w'];
  const padding = /^(p|px|py|pt|pr|pb|pl)-/.exec(u)?.[1];
  if (padding) return (SIDES[padding] ?? [padding.slice(1)]).map((side) => `${variant}p${side}`);
  const simple = SIMPLE.find((p) => u === p || u.startsWith(`${p}-`));
  if (simple) return one(simple);
  throw new Error(`class-conflicts.test: place "${cls}" in a property group`);
}

/** Pairs of classes of `className` that set the same property. */
function conflicts(className: string): string[] {
  const owner = new Map<string, string>();
  const found: string[] = [];
  for (const cls of className.split(/\s+/).filter(Boolean)) {
    for (const property of properties(cls)) {
      const other = owner.get(property);
      if (other && other !== cls) found.push(`${other} / ${cls}`);
      owner.set(property, cls);
    }
  }
  return found;
}

const VARIANTS = Object.keys({
  primary: 1,
  trip: 1,
  secondary: 1,
  ghost: 1,
  danger: 1,
  inverse: 1,
  'inverse-outline': 1,
} satisfies Record<ButtonVariant, 1>) as ButtonVariant[];
const SIZES = Object.keys({ sm: 1, md: 1, lg: 1 } satisfies Record<ButtonSize, 1>) as ButtonSize[];

describe('the common components’ class tables have no conflicting pair', () => {
  it('knows a conflict when it sees one', () => {
    expect(conflicts('px-4 p-2 text-sm text-white text-base')).toEqual([
      'px-4 / p-2',
      'px-4 / p-2',
      'text-sm / text-base',
    ]);
    expect(conflicts('bg-white hover:bg-sand-100 ring-1 ring-sand-300 size-4 h-9')).toEqual(['size-4 / h-9']);
  });

  it.each(VARIANTS.flatMap((variant) => SIZES.map((size) => [variant, size] as const)))(
    'Button %s %s',
    (variant, size) => {
      expect(conflicts(buttonClasses(variant, size))).toEqual([]);
    },
  );

  it.each(['lg', 'full', 'none'] as const)('Skeleton radius %s', (radius) => {
    const { container } = render(<Skeleton radius={radius} className="h-4 w-full" />);
    expect(conflicts((container.firstChild as HTMLElement).className)).toEqual([]);
  });

  it.each(['info', 'success', 'warning', 'error'] as const)('Alert %s', (tone) => {
    const { container } = render(<Alert tone={tone}>x</Alert>);
    expect(conflicts((container.firstChild as HTMLElement).className)).toEqual([]);
  });

  it.each([
    ['sm', false],
    ['sm', true],
    ['md', false],
    ['md', true],
  ] as const)('DangerLinkButton %s outlined=%s', (size, outlined) => {
    const { container } = render(<DangerLinkButton size={size} outlined={outlined} />);
    expect(conflicts((container.firstChild as HTMLElement).className)).toEqual([]);
  });
});
