import { sql, type SQLWrapper } from "drizzle-orm";

/**
 * Minutes after midnight a job's slot starts, for ordering a day: the booking slots
 * ('1:00 PM'), then the emergency response times (customer-side.md §9), the 'ASAP' ones first.
 * Text order would put '1:00 PM' before '9:00 AM'. Used by the admin home, the Technicians pane and the technician's own list (decision 0132).
 */
export const slotOrderOf = (time: SQLWrapper) => sql<number>`case
  when ${time} ~ '^[0-9]{1,2}:[0-9]{2} (AM|PM)$'
    then (split_part(${time}, ':', 1)::int % 12 + case when ${time} like '%PM' then 12 else 0 end) * 60
      + substr(split_part(${time}, ':', 2), 1, 2)::int
  when ${time} like 'ASAP%' or ${time} like 'Emergency%' or ${time} like 'Within%' then -1
  when ${time} like 'Today - Morning%' then 480
  when ${time} like 'Today - Afternoon%' then 720
  when ${time} like 'Today - Evening%' then 1020
  else 1440
end`;
