import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PartTakeoverContext, isServerRenderedView } from './hydration';

/**
 * Issue 12: the browser's takeover of a server-rendered page is one long task, and much of it goes
 * to what is below the fold. A part wrapped in `HydrateWhenVisible` is taken over only when it comes
 * near the viewport (or is pressed or focused), in a task of its own: until then it stays the server's HTML —
 * visible, its links working as plain links. (Preact keeps a suspended part's server markup while it
 * hydrates the rest, and resumes there once the gate opens.) Only the takeover waits: a part rendered
 * in the browser (a navigation, a signed-in screen) renders at once, as everything does on the server.
 */
export function HydrateWhenVisible({
  children,
  className,
  inTurn = false,
}: {
  children: ReactNode;
  className?: string;
  /** Taken over in its turn after the takeover, without waiting to be seen (the page itself: a task
   * of its own, whatever its first element, which may be hidden on some screens). */
  inTurn?: boolean;
}) {
  // Only a part taken over from the server's markup waits (also one inside a lazy chunk that arrives
  // after the rest of the page is the browser's); one rendered by a navigation shows at once.
  const [gate] = useState(() =>
    typeof document !== 'undefined' && isServerRenderedView() ? new Gate() : null,
  );
  // The outer element is hydrated at once, so it is there to watch; it has no box of its own.
  const outer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const watched = outer.current;
    if (!gate || gate.isOpen) return;
    if (!watched) return gate.open();
    const open = () => gate.open({ pressed: true });
    // A press or focus opens it before the click or the typing that follows: the part is taken over
    // in the microtasks between the two events, so the first tap on a button is never lost.
    watched.addEventListener('pointerdown', open, { capture: true });
    watched.addEventListener('focusin', open);
    const stopPressWatch = () => {
      watched.removeEventListener('pointerdown', open, { capture: true });
      watched.removeEventListener('focusin', open);
    };
    if (inTurn) {
      openInTurn(gate);
      return stopPressWatch;
    }
    // The first element with a box of its own (IntersectionObserver sees nothing of `display: contents`).
    let part = watched.firstElementChild;
    while (part && getComputedStyle(part).display === 'contents') part = part.firstElementChild;
    if (!part || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return stopPressWatch;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && openInTurn(gate),
      { rootMargin: '200px 0px' },
    );
    observer.observe(part);
    return () => {
      observer.disconnect();
      stopPressWatch();
    };
  }, [gate, inTurn]);
  return (
    <div ref={outer} className="contents">
      <Suspense fallback={null}>
        <Gated gate={gate} className={className}>
          {children}
        </Gated>
      </Suspense>
    </div>
  );
}

/**
 * Parts that come into view together (at the load, all those near the first screen) are taken over
 * one per task, in the order they came: each is a short task of its own rather than all of them one
 * long one, and a tap between two of them is handled at once.
 */
const waiting: Gate[] = [];
function openInTurn(gate: Gate): void {
  if (gate.isOpen || waiting.includes(gate)) return;
  waiting.push(gate);
  if (waiting.length === 1) setTimeout(openNext);
}
function openNext(): void {
  waiting.shift()?.open();
  if (waiting.length > 0) setTimeout(openNext);
}

class Gate {
  isOpen = false;
  /** Opened by a press or focus: what follows (the click, the typing) needs the part at once. */
  pressed = false;
  private resolve!: () => void;
  readonly opened = new Promise<void>((resolve) => (this.resolve = resolve));
  open({ pressed = false } = {}): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.pressed = pressed;
    this.resolve();
  }
}

/** One element: the server markup Preact keeps while the part waits is the whole part. */
function Gated({
  gate,
  className,
  children,
}: {
  gate: Gate | null;
  className?: string;
  children: ReactNode;
}) {
  if (gate && !gate.isOpen) throw gate.opened;
  // Without classes of its own it has no box either: a sticky header inside stays sticky to the page.
  return (
    <div className={className ?? 'contents'}>
      <TakenOver fromServerMarkup={gate !== null} pressed={gate?.pressed === true}>
        {children}
      </TakenOver>
    </div>
  );
}

/**
 * Its first render is the takeover of the server's markup: `useHydrated()` inside says false, as it
 * did on the server; then true, and what depends on it renders again — in a task of its own, or at
 * once when the part was pressed (before the press's click arrives).
 */
function TakenOver({
  fromServerMarkup,
  pressed,
  children,
}: {
  fromServerMarkup: boolean;
  pressed: boolean;
  children: ReactNode;
}) {
  const [takingOver, setTakingOver] = useState(fromServerMarkup);
  // The second render is the point: the takeover is committed, what waited for it renders now.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    if (takingOver && pressed) setTakingOver(false);
  }, [takingOver, pressed]);
  useEffect(() => {
    if (takingOver) setTakingOver(false);
  }, [takingOver]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return <PartTakeoverContext.Provider value={takingOver}>{children}</PartTakeoverContext.Provider>;
}
