import { AssignRoleForm } from "./assign-role-form.tsx";
import { UsersTable } from "./users-table.tsx";

/** staff-side.md §2 User management: the Assign User Role form above the All Users table. */
export function UserManagement() {
  return (
    <div className="space-y-6">
      <AssignRoleForm />
      <UsersTable />
    </div>
  );
}
