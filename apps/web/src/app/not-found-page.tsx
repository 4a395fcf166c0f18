import { ButtonLink } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold">This trail goes nowhere</h1>
      <p className="mt-3 text-stone-600">
        The page you were looking for does not exist or has moved. Let's get you back on the road.
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </main>
  );
}
