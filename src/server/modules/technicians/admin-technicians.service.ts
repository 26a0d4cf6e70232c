import { businessToday } from "../../../shared/rules/dates.ts";
import { DIRECTORY_PAGE_SIZE, pageCountOf } from "../../../shared/schemas/directory-paging.ts";
import type { TTechnicianListQuery, TTechnicianPage } from "../../../shared/schemas/technicians.ts";
import type { TAdminTechniciansRepository } from "./admin-technicians.repository.ts";

// Technicians (decision 0057): the admin's list of technicians with their figures.
export function adminTechniciansService(deps: { repository: TAdminTechniciansRepository; now?: () => Date }) {
  const { repository, now = () => new Date() } = deps;

  return {
    async list(query: TTechnicianListQuery): Promise<TTechnicianPage> {
      const today = businessToday(now());
      const q = query.q || undefined;
      const [rows, total] = await Promise.all([
        repository.page({ q, today, limit: DIRECTORY_PAGE_SIZE, offset: (query.page - 1) * DIRECTORY_PAGE_SIZE }),
        repository.count(q),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          is_active: row.is_active,
          jobs: { assigned: row.assigned, active: row.active, completed: row.completed },
          rating: { average: row.rating_average, count: row.rating_count },
          today: row.today,
        })),
        page: query.page,
        page_size: DIRECTORY_PAGE_SIZE,
        total,
        page_count: pageCountOf(total),
        today,
      };
    },
  };
}

export type TAdminTechniciansService = ReturnType<typeof adminTechniciansService>;
