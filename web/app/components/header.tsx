// The header of every screen (spec §2): brand and tagline, the nav with the Jobs dots, the credits
// button and the user menu; on small screens the nav collapses into a dropdown.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, NavLink, useLocation } from '@remix-run/react';
import { Activity, Coins, History, Menu, Settings, ShieldCheck, Upload } from 'lucide-react';
import { markAuthJustCompleted } from '../lib/auth-cache.ts';
import { cn } from '../lib/cn.ts';
import { ADMIN_SCREENS_AVAILABLE } from '../lib/constants.ts';
import type { UserDto } from '../lib/types.ts';
import { useCredits, useJobs } from './app-data.tsx';
import { Brand } from './brand.tsx';
import { buttonClass } from './ui/button.tsx';
import { menuContentClass, menuItemClass, UserMenu } from './user-menu.tsx';

const NAV = [
  { to: '/', label: 'Upload', icon: Upload },
  { to: '/analysis', label: 'Analysis', icon: Activity },
  { to: '/jobs', label: 'Jobs', icon: History },
  { to: '/settings', label: 'Settings', icon: Settings },
] as const;

function JobsDots() {
  const { hasProcessing, hasUnseenCompleted } = useJobs();
  return (
    <>
      {hasProcessing ? (
        <span className="relative ml-1 inline-flex h-2 w-2" data-testid="jobs-dot-processing">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-sky-400 opacity-75" />
          <span className="relative inline-flex h-2 w-2 rounded-full bg-sky-500" />
          <span className="sr-only">(a job is processing)</span>
        </span>
      ) : null}
      {hasUnseenCompleted ? (
        <span className="ml-1 inline-flex h-2 w-2 rounded-full bg-emerald-500" data-testid="jobs-dot-unseen">
          <span className="sr-only">(new completed jobs)</span>
        </span>
      ) : null}
    </>
  );
}

function SignInButton() {
  const { pathname, search } = useLocation();
  const returnTo = pathname + search;
  const href = returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
  return (
    <a href={href} className={buttonClass('primary', 'md')} onClick={() => markAuthJustCompleted()}>
      Sign In
    </a>
  );
}

function CreditsButton() {
  const { credits } = useCredits();
  return (
    <Link
      to="/settings?tab=credits"
      className={cn(
        buttonClass('outline', 'sm'),
        'hidden h-9 rounded-full border-amber-200 bg-amber-50 text-amber-900 hover:border-amber-300 hover:bg-amber-100 md:inline-flex',
      )}
      aria-label={`${credits} credits — buy more or see history`}
      data-testid="credits-button"
    >
      <Coins className="h-4 w-4 text-amber-600" aria-hidden="true" />
      <span className="tabular-nums">{credits.toLocaleString('en-US')}</span>
      <span className="hidden lg:inline">credits</span>
    </Link>
  );
}

function MobileNav({ user }: { user: UserDto }) {
  const { credits } = useCredits();
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(buttonClass('outline', 'icon'), 'relative md:hidden')} aria-label="Open navigation menu">
        <Menu className="h-5 w-5" aria-hidden="true" />
        {/* On a phone the Jobs item is inside the closed menu: its dots show on the button itself. */}
        <span className="pointer-events-none absolute -right-1 -top-1 flex items-center" data-testid="mobile-jobs-dots">
          <JobsDots />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={cn(menuContentClass, 'w-64')}>
          {NAV.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={cn(menuItemClass, pathname === to && 'bg-indigo-50 text-indigo-800')}>
              <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {label}
                {to === '/jobs' ? <JobsDots /> : null}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.role === 'admin' && ADMIN_SCREENS_AVAILABLE ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/admin">
                <ShieldCheck className="h-4 w-4 text-slate-500" aria-hidden="true" />
                Admin
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/settings?tab=credits">
              <Coins className="h-4 w-4 text-amber-600" aria-hidden="true" />
              <span className="tabular-nums">{credits.toLocaleString('en-US')}</span> credits
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Header({ user }: { user: UserDto | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        {user ? (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {NAV.map(({ to, label, icon: Icon }) => (
                <NavLink
                  key={to}
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                      isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {label}
                  {to === '/jobs' ? <JobsDots /> : null}
                </NavLink>
              ))}
              {user.role === 'admin' && ADMIN_SCREENS_AVAILABLE ? (
                <NavLink
                  to="/admin"
                  className={({ isActive }) =>
                    cn(
                      'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                      isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                  Admin
                </NavLink>
              ) : null}
            </nav>
            <div className="flex items-center gap-2">
              <CreditsButton />
              <MobileNav user={user} />
              <UserMenu user={user} />
            </div>
          </>
        ) : (
          <SignInButton />
        )}
      </div>
    </header>
  );
}
