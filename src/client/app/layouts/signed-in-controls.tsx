import { NotificationsMenu } from "@/client/features/notifications/components/notifications-menu.tsx";
import { UserMenu } from "./user-menu.tsx";

// Loaded only for signed-in visitors: the menus' code stays off the public pages' first load.
export function SignedInControls({ email }: { email: string }) {
  return (
    <>
      <NotificationsMenu />
      <UserMenu email={email} />
    </>
  );
}
