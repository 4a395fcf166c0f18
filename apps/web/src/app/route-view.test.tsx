import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { MemoryRouter, Outlet, useNavigate, useParams, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './errors/router-error-page';
import { usePageLoading } from './page-loading';
import { loadMatchedPages, RouteView } from './route-view';

/** A lazy page whose chunk arrives when the test says so. */
function deferredPage() {
  let resolve!: (module: { Component: ComponentType }) => void;
  let reject!: (error: unknown) => void;
  const lazy = vi.fn(
    () =>
      new Promise<{ Component: ComponentType }>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    lazy,
    resolve: (C: ComponentType) => resolve({ Component: C }),
    reject: (e: unknown) => reject(e),
  };
}

/** The layout's navigate function, for the test to navigate with. */
const router = { navigate: (_to: string | number): void => undefined };
function Layout() {
  const loading = usePageLoading();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate as (to: string | number) => void;
  }, [navigate]);
  return (
    <div>
      {loading && <p>loading next page</p>}
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </div>
  );
}

const inLayout = (children: RouteObject[]): RouteObject[] => [{ path: '/', element: <Layout />, children }];

const Home = () => <h1>Home page</h1>;

describe('RouteView', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the current page on screen while the next page loads, then shows it', async () => {
    const about = deferredPage();
    const routes = inLayout([
      { path: 'home', Component: Home },
      { path: 'about', lazy: about.lazy },
    ]);
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouteView routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('loading next page')).toBeInTheDocument();
    expect(about.lazy).toHaveBeenCalledTimes(1);

    await act(async () => about.resolve(() => <h1>About page</h1>));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.queryByText('loading next page')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  it('renders a location whose pages were loaded beforehand at once (hydration, server render)', async () => {
    const about = deferredPage();
    const routes = inLayout([{ path: 'about', lazy: about.lazy }]);
    const loading = loadMatchedPages('/about', routes);
    about.resolve(() => <h1>About page</h1>);
    await loading;
    render(
      <MemoryRouter initialEntries={['/about']}>
        <RouteView routes={routes} />
      </MemoryRouter>,
    );
    // Synchronously: no loader first, which would not match the server's HTML.
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it("shows the router error page when a page's chunk fails, and leaves it behind on the next navigation", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = deferredPage();
    const routes = inLayout([
      { path: 'home', Component: Home },
      { path: 'broken', lazy: broken.lazy },
    ]);
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouteView routes={routes} />
      </MemoryRouter>,
    );
    act(() => router.navigate('/broken'));
    await act(async () => broken.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');

    act(() => router.navigate('/home'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a new page at the top and returns to the saved position on Back', async () => {
    const Long = () => <h1>Long page</h1>;
    const routes = inLayout([
      { path: 'home', Component: Home },
      { path: 'long', Component: Long },
    ]);
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouteView routes={routes} />
      </MemoryRouter>,
    );
    const scrollTo = vi.mocked(window.scrollTo);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));

    act(() => router.navigate('/long'));
    await screen.findByRole('heading', { name: 'Long page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  });
  it('renders what the whole tree ranks first, with its params, though useRoutes is given only the matched branch', async () => {
    const Trip = () => <h1>Trip {useParams().id}</h1>;
    const Section = () => {
      const { area, '*': rest } = useParams();
      return (
        <h1>
          Section {area} {rest}
        </h1>
      );
    };
    const routes = inLayout([
      { index: true, Component: Home },
      { path: 'trips/:id', Component: Trip },
      { path: 'trips/new', Component: () => <h1>New trip</h1> },
      {
        path: 'areas/:area',
        element: <Outlet />,
        children: [
          { index: true, Component: () => <h1>Area index</h1> },
          { path: '*', Component: Section },
        ],
      },
      { path: '*', Component: () => <h1>Not found</h1> },
    ]);
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteView routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const visits: [string, string][] = [
      ['/trips/new', 'New trip'],
      ['/trips/7', 'Trip 7'],
      ['/areas/north', 'Area index'],
      ['/areas/north/lakes/manyara', 'Section north lakes/manyara'],
      ['/nowhere', 'Not found'],
      ['/trips/8', 'Trip 8'],
      ['/', 'Home page'],
    ];
    for (const [path, heading] of visits) {
      act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });
});
