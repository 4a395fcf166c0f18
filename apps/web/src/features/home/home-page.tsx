import { Logo } from '../../components/logo';
import { ButtonLink } from '../../components/ui/button';

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        Safaris and trips across Tanzania
      </h1>
      <p className="text-lg text-stone-600">
        Find, book and pay for safaris and seats from verified local operators.
      </p>
      <ButtonLink to="/safaris-search" size="lg">
        Browse Safaris
      </ButtonLink>
    </main>
  );
}
