import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** How much of a section must be visible before it animates in (spec §1). */
export const REVEAL_THRESHOLD = 0.1;

const subscribeNever = () => () => {};
/**
 * Without IntersectionObserver (old browsers, tests) everything is simply shown. True on the server
 * and while the browser takes over its HTML, so both render the same.
 */
const useHasIntersectionObserver = () =>
  useSyncExternalStore(
    subscribeNever,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  );

/**
 * Fades and lifts its content in the first time it scrolls into view: 500 ms, 300 ms at 768 px and
 * below (spec §1); nothing moves under prefers-reduced-motion. IntersectionObserver and CSS only.
 */
export function Reveal({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section';
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Hidden at first in the browser as on the server (the first render must match the server's HTML).
  const [seen, setSeen] = useState(false);
  const canObserve = useHasIntersectionObserver();
  const visible = seen || !canObserve;
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <Tag
      ref={ref}
      data-visible={visible || undefined}
      className={cn(
        'motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:ease-out min-[769px]:motion-safe:duration-500',
        visible ? 'translate-y-0 opacity-100' : 'motion-safe:translate-y-6 motion-safe:opacity-0',
        className,
      )}
    >
      {children}
    </Tag>
  );
}
