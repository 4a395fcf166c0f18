/**
 * Joins class names, skipping falsy ones. It resolves no conflicts (no tailwind-merge: ≈ 9 KiB of every
 * page's JavaScript), so callers never pass conflicting classes: a component's variant or size prop
 * owns a property (colours, padding, radius…), and its `className` only adds what the component
 * leaves open (margins, width, layout). With two classes of one group, the stylesheet's order would
 * decide, not the order here.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
