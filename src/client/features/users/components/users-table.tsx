import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { Button } from "@/client/ui/button.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useUsers } from "../api/get-users.ts";
import { Table, TableBody, TableHead, Td, Th } from "@/client/ui/table.tsx";
import { RoleBadge } from "./role-badge.tsx";

/** The name the table shows: first and last name, or nothing when the account has none. */
const fullName = (user: { first_name: string | null; last_name: string | null }) => [user.first_name, user.last_name].filter(Boolean).join(" ");

/** The search the server runs: what was typed, once typing pauses. */
function useSettled(value: string, delayMs = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * staff-side.md §2 All Users: Name, Email, Role badge and the ID's first 8 characters plus an
 * ellipsis; searched and paged on the server (decision 0052). Empty: 'No users found'.
 */
export function UsersTable() {
  const [typed, setTyped] = useState("");
  const q = useSettled(typed);
  // The cursors of the pages before this one, for Previous; reset when the search changes.
  const [trail, setTrail] = useState<{ q: string; cursors: (string | null)[] }>({ q: "", cursors: [null] });
  const cursors = trail.q === q ? trail.cursors : [null];
  const cursor = cursors[cursors.length - 1];
  const users = useUsers(q, cursor);
  const page = users.data;

  return (
    <section aria-labelledby="all-users-heading" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h3 id="all-users-heading" className="text-base font-semibold text-slate-900">
          All Users
          {page ? <span className="ml-2 text-sm font-normal text-slate-600">({page.total})</span> : null}
        </h3>
        <div className="w-full sm:w-72">
          <Label htmlFor="users-search" className="sr-only">
            Search users
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <Input
              id="users-search"
              type="search"
              placeholder="Search by name or email"
              className="pl-9"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        </div>
      </div>

      {users.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Failed to load users
        </p>
      ) : !page ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading users">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-9 w-full" />
          ))}
        </div>
      ) : page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">No users found</p>
      ) : (
        <Table caption="Users">
          <TableHead>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Role</Th>
            <Th className="hidden sm:table-cell">ID</Th>
          </TableHead>
          <TableBody>
            {page.items.map((user) => (
              <tr key={user.id}>
                <Td>{fullName(user) || <span className="text-slate-500">—</span>}</Td>
                <Td className="break-all">{user.email}</Td>
                <Td>
                  <RoleBadge role={user.role} />
                </Td>
                <Td className="hidden font-mono text-xs text-slate-600 sm:table-cell" title={user.id}>
                  {user.id.slice(0, 8)}…
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}

      {page && (cursors.length > 1 || page.next_cursor) ? (
        <nav aria-label="Users pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={cursors.length <= 1 || users.isFetching} onClick={() => setTrail({ q, cursors: cursors.slice(0, -1) })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-slate-600">Page {cursors.length}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={!page.next_cursor || users.isFetching}
            onClick={() => page.next_cursor && setTrail({ q, cursors: [...cursors, page.next_cursor] })}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
