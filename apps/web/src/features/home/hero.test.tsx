import { HERO_ROTATION_MS } from '@dala/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

const current = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Hero', () => {
  it('has six slides, rotates every 5 s and lets a dot pick a slide', () => {
    mockReducedMotion(false);
    render(<Hero />);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(6);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS - 1));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5: Tarangire National Park' }));
    expect(current()).toBe(4);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS * 2));
    expect(current()).toBe(0);
  });

  it('draws only the first picture at first, and fetches each next one ahead into the cache', () => {
    mockReducedMotion(false);
    const fetched: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          fetched.push(url);
        }
      },
    );
    const { container } = render(<Hero />);
    const pictures = () => container.querySelectorAll('img').length;
    expect(pictures()).toBe(1);
    // The second is fetched when the browser is first idle (jsdom has no requestIdleCallback: at once),
    // without a new element: the page the server drew stays as it is.
    act(() => vi.advanceTimersByTime(1));
    expect(pictures()).toBe(1);
    expect(fetched).toHaveLength(1);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(current()).toBe(1);
    expect(pictures()).toBe(2);
    expect(fetched).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5: Tarangire National Park' }));
    expect(pictures()).toBe(5);
  });

  it('pauses while hovered or focused', () => {
    mockReducedMotion(false);
    render(<Hero />);
    const hero = screen.getByRole('region', { name: 'Highlights of Tanzania' });
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(current()).toBe(1);
    fireEvent.focus(screen.getByRole('button', { name: /^Show slide 1/ }));
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(current()).toBe(1);
  });

  it('does not rotate under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Hero />);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(current()).toBe(0);
  });
});
