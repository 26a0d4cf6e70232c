import { Users } from "lucide-react";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/client/ui/dialog.tsx";
import { UserManagement } from "./user-management.tsx";

/** staff-side.md §2 Settings pane: the User Management button opens the users dialog. */
export function UserManagementDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Users aria-hidden="true" />
          User Management
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>User Management</DialogTitle>
          <DialogDescription>Give an account the customer, technician or admin role, and find any user.</DialogDescription>
        </DialogHeader>
        <UserManagement />
      </DialogContent>
    </Dialog>
  );
}
