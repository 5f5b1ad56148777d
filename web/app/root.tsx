import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { AppDataProvider } from './components/app-data.tsx';
import { AuthSync } from './components/auth-sync.tsx';
import { Footer } from './components/footer.tsx';
import { Header } from './components/header.tsx';
import { NotFound } from './components/not-found.tsx';
import { ErrorState } from './components/error-state.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { TOAST_DURATION_MS } from './lib/constants.ts';
import { useNonce } from './lib/nonce.ts';
import type { RootData } from './lib/hooks/use-root-data.ts';
import { WorkerDownBanner } from './components/worker-down-banner.tsx';
import { getUser } from './utils/auth.server.ts';
import { appUrl, getEnv } from './utils/env.server.ts';
import { paymentsEnabled } from './utils/stripe.server.ts';
import { isWorkerRunning } from './utils/worker-status.server.ts';
import stylesheet from './tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.ico' },
];

export const meta: MetaFunction = () => [
  { title: 'cite-repair — AI-Powered Citation Repair' },
  { name: 'description', content: 'Turn numbered citations in Word documents into Zotero-ready citation keys and BibTeX.' },
];

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const env = getEnv();
  const user = await getUser(request);
  return {
    user,
    workerRunning: user ? await isWorkerRunning() : true,
    config: {
      demoVideoUrl: env.DEMO_VIDEO_URL ?? null,
      feedbackEmail: env.FEEDBACK_EMAIL,
      companyName: env.COMPANY_NAME,
      paymentsEnabled: paymentsEnabled(env),
      appUrl: appUrl(env),
    },
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const FALLBACK_CONFIG: RootData['config'] = { demoVideoUrl: null, feedbackEmail: 'feedback@example.com', companyName: 'cite-repair' };

// Spec §9: toast 5,000 ms, swipe right with a 50 px threshold, hotkey F8, label 'Notification';
// tooltips open after 700 ms and skip after 300 ms. These are Radix's own knobs.
function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const user = data?.user ?? null;
  // Marks the document once React is interactive (browser tests wait for it before typing or clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        <AppDataProvider user={user}>
          <AuthSync user={user} />
          <Header user={user} />
          {data && !data.workerRunning ? <WorkerDownBanner /> : null}
          <div className="flex flex-1 flex-col">{children}</div>
          <Footer config={data?.config ?? FALLBACK_CONFIG} />
          <Toaster />
        </AppDataProvider>
      </TooltipPrimitive.Provider>
      <ToastPrimitive.Viewport hotkey={['F8']} className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'Unknown error';
  return (
    <Shell>
      <ErrorState message={message} />
    </Shell>
  );
}
