// customer-side.md §1 and §9: the business's fixed facts.
export const SERVICE_AREA_CITIES = ["Orlando", "Tampa", "Kissimmee", "Winter Garden", "Clermont", "Lakeland"] as const;

/** customer-side.md §9: the $25 non-refundable emergency fee, in cents. */
export const EMERGENCY_FEE_CENTS = 2500;

/** customer-side.md §9: 8:00 AM through 5:00 PM, hourly, 10 slots. */
export const TIME_SLOTS = ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM"] as const;
