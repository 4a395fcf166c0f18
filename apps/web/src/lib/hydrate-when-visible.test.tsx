import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's IntersectionObserver, reporting when the test says the parts came into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  report() {
    this.callback([{ isIntersecting: true }]);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * A form the server rendered inside a part that waits (its submit button a plain button then: the page
 * was not the browser's yet), the page taken over and the browser's by now, the part not yet.
 */
async function serverRenderedForm() {
  document.body.innerHTML =
    '<script id="dala-ssr-state" type="application/json">{}</script>' +
    '<div id="root"><div class="contents"><div class="contents"><form>' +
    '<button type="button" class="x">Apply</button></form></div></div></div>';
  const { hydrateRoot } = await import('react-dom/client');
  const { HydrateWhenVisible } = await import('./hydrate-when-visible');
  const { markHydrated } = await import('./hydration');
  const { Button } = await import('../components/ui/button');
  const root = document.getElementById('root')!;
  const serverButton = root.querySelector('button');
  const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  hydrateRoot(
    root,
    <HydrateWhenVisible>
      <form onSubmit={submitted}>
        <Button type="submit">Apply</Button>
      </form>
    </HydrateWhenVisible>,
  );
  await vi.waitFor(() => expect(FakeIntersectionObserver.all).toHaveLength(1));
  // The page is the browser's before the part comes into view or is pressed (as at every load).
  markHydrated();
  return { root, serverButton, submitted };
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateWhenVisible', () => {
  it('takes over the parts that come into view together one per task, keeping the server’s elements', async () => {
    // A page the server rendered: its state element is there before the app's modules run.
    document.body.innerHTML =
      '<script id="dala-ssr-state" type="application/json">{}</script>' +
      '<div id="root"><div class="contents"><div class="contents"><p>Seats</p></div></div>' +
      '<div class="contents"><div class="contents"><p>Stops</p></div></div></div>';
    // Imported after: the module reads the page's state when it loads (with the UI runtime it uses).
    const { useLayoutEffect } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { HydrateWhenVisible } = await import('./hydrate-when-visible');
    const root = document.getElementById('root')!;
    const serverParagraphs = [...root.querySelectorAll('p')];

    const takenOver: string[] = [];
    function Part({ name }: { name: string }) {
      useLayoutEffect(() => void takenOver.push(name), [name]);
      return <p>{name}</p>;
    }
    hydrateRoot(
      root,
      <>
        <HydrateWhenVisible>
          <Part name="Seats" />
        </HydrateWhenVisible>
        <HydrateWhenVisible>
          <Part name="Stops" />
        </HydrateWhenVisible>
      </>,
    );
    await vi.waitFor(() => expect(FakeIntersectionObserver.all).toHaveLength(2));
    expect(takenOver).toEqual([]);

    // Both come into view in one report (as at the load): one part per task, in order.
    for (const observer of FakeIntersectionObserver.all) observer.report();
    await Promise.resolve();
    expect(takenOver).toEqual([]);
    await nextTask();
    expect(takenOver).toEqual(['Seats']);
    await nextTask();
    expect(takenOver).toEqual(['Seats', 'Stops']);
    expect([...root.querySelectorAll('p')]).toEqual(serverParagraphs);
  });

  it('takes a part over as the server rendered it, then as the browser does: a submit button submits', async () => {
    const { root, serverButton, submitted } = await serverRenderedForm();
    FakeIntersectionObserver.all[0]!.report();
    await vi.waitFor(() => expect(root.querySelector('button')).toHaveAttribute('type', 'submit'));
    expect(root.querySelector('button')).toBe(serverButton);
    root.querySelector('button')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('takes a pressed part over before the click that follows: the click submits', async () => {
    const { root, submitted } = await serverRenderedForm();
    // Not yet in view: pressed. The click is the browser's next task.
    root.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await nextTask();
    expect(root.querySelector('button')).toHaveAttribute('type', 'submit');
    root.querySelector('button')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
  it('takes an `inTurn` part over in its turn without waiting to be seen; the others still wait', async () => {
    document.body.innerHTML =
      '<script id="dala-ssr-state" type="application/json">{}</script>' +
      '<div id="root"><div class="contents"><div class="contents"><p class="hidden">Page</p></div></div>' +
      '<div class="contents"><div class="contents"><p>Footer</p></div></div></div>';
    const { useLayoutEffect } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { HydrateWhenVisible } = await import('./hydrate-when-visible');
    const takenOver: string[] = [];
    function Part({ name }: { name: string }) {
      useLayoutEffect(() => void takenOver.push(name), [name]);
      return <p className={name === 'Page' ? 'hidden' : undefined}>{name}</p>;
    }
    hydrateRoot(
      document.getElementById('root')!,
      <>
        <HydrateWhenVisible inTurn>
          <Part name="Page" />
        </HydrateWhenVisible>
        <HydrateWhenVisible>
          <Part name="Footer" />
        </HydrateWhenVisible>
      </>,
    );
    await vi.waitFor(() => expect(takenOver).toEqual(['Page']));
    await nextTask();
    expect(takenOver).toEqual(['Page']);
  });
});
