import { LOADING_TEXT } from '@northstar/shared/brand';
import { Spinner } from './spinner.tsx';
import { LogoMark } from './wordmark.tsx';

/** Full-screen start-up state while the stored session is checked or a route chunk loads. */
export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-canvas px-6 text-center">
      <LogoMark className="size-14" />
      <Spinner size="lg" label={LOADING_TEXT} />
      <p className="text-base font-medium text-muted">{LOADING_TEXT}</p>
    </main>
  );
}
