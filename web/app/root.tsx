import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import stylesheet from './tailwind.css?url';
import { getUser } from './utils/auth.server.ts';
import { getPublicConfig } from './utils/public-config.server.ts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: MetaFunction = () => [
  { title: 'cite-repair — AI-Powered Citation Repair' },
  { name: 'description', content: 'Turn numbered citations in Word documents into Zotero-ready citation keys and BibTeX.' },
];

/**
 * Every page gets the signed-in user (or null) and the public configuration:
 * `useRouteLoaderData<typeof loader>('root')` → { user: UserDto | null, config: PublicConfig }.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await getUser(request), config: getPublicConfig() };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Spec §9: toast 5,000 ms, swipe right with a 50 px threshold, hotkey F8, label 'Notification';
// tooltips open after 700 ms and skip after 300 ms. These are Radix's own knobs.
export default function App() {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        <Outlet />
      </TooltipPrimitive.Provider>
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
