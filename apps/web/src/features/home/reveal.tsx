import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** How much of a section must be visible before it animates in (spec §1). */
export const REVEAL_THRESHOLD = 0.1;

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
  // Without IntersectionObserver (old browsers, tests) everything is simply shown.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
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

/**
 * True once the element comes within `rootMargin` of the viewport, or once the browser is idle after the
 * first render: below-the-fold sections stay out of the first load (the home page's 150 KB budget) yet
 * are there for keyboard and screen-reader users who never scroll.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px', idleTimeoutMs = 2500) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => setNear(true), { timeout: idleTimeoutMs })
        : undefined;
    const timer = idle === undefined ? setTimeout(() => setNear(true), idleTimeoutMs) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [near, rootMargin, idleTimeoutMs]);
  return { ref, near };
}
