import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@remix-run/react';
import { LogOut, Settings, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { clearAuthState } from '../lib/auth-cache.ts';
import { ADMIN_SCREENS_AVAILABLE } from '../lib/constants.ts';
import { fullName } from '../lib/format.ts';
import type { UserDto } from '../lib/types.ts';
import { Badge } from './ui/badge.tsx';
import { UserAvatar } from './user-avatar.tsx';

export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export const menuContentClass = 'z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-menu-in';

export function UserMenu({ user }: { user: UserDto }) {
  const logoutForm = useRef<HTMLFormElement>(null);
  const name = fullName(user);
  const isAdmin = user.role === 'admin';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
        aria-label="Account menu"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <div className="px-2.5 py-2">
            {name ? <p className="truncate text-sm font-semibold text-slate-900">{name}</p> : null}
            <p className="truncate text-sm text-slate-600">{user.email}</p>
            {isAdmin ? (
              <Badge tone="indigo" className="mt-2">
                <ShieldCheck className="h-3 w-3" aria-hidden="true" />
                Administrator
              </Badge>
            ) : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/settings">
              <Settings className="h-4 w-4 text-slate-500" aria-hidden="true" />
              Settings &amp; History
            </Link>
          </DropdownMenu.Item>
          {isAdmin && ADMIN_SCREENS_AVAILABLE ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/admin">
                <ShieldCheck className="h-4 w-4 text-slate-500" aria-hidden="true" />
                Admin Panel
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {/* The menu closes (and leaves the page) as soon as an item is chosen, so the item asks the
              form outside it to submit: a form inside the menu would be gone before the browser sent it. */}
          <DropdownMenu.Item
            className={`${menuItemClass} w-full text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
            onSelect={() => logoutForm.current?.requestSubmit()}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
      {/* Sign-out is a POST: a link or an image on another site cannot end the session. */}
      <form ref={logoutForm} method="post" action="/api/logout" onSubmit={() => clearAuthState()} hidden />
    </DropdownMenu.Root>
  );
}
