import * as Avatar from '@radix-ui/react-avatar';
import { cn } from '../lib/cn.ts';
import { userInitials } from '../lib/format.ts';
import type { UserDto } from '../lib/types.ts';

/** Profile image; else initials from first and last name; else the e-mail's first letter; else 'U'. */
export function UserAvatar({ user, className }: { user: UserDto | null; className?: string }) {
  return (
    <Avatar.Root
      className={cn('inline-flex h-9 w-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-indigo-100 align-middle', className)}
    >
      {user?.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt="" className="h-full w-full object-cover" referrerPolicy="no-referrer" /> : null}
      <Avatar.Fallback
        delayMs={user?.profileImageUrl ? 400 : 0}
        className="flex h-full w-full items-center justify-center text-sm font-semibold text-indigo-700"
        data-testid="avatar-initials"
      >
        {userInitials(user)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
