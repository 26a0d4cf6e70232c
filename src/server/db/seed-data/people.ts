import type { TSeedPerson, TSeedUser } from "./types.ts";

// Fictional people: 555-01xx numbers are reserved for fiction; area codes follow the city.

export const DEMO_ADMIN: TSeedUser = {
  role: "admin",
  email: "admin@homefix.test",
  first_name: "Alex",
  last_name: "Morgan",
  phone: "(407) 555-0100",
  address: "100 N Orange Ave",
  city: "Orlando",
  zip_code: "32801",
};

/** The first is tech@homefix.test, the technician the demo signs in as. */
export const DEMO_TECHNICIANS: TSeedUser[] = [
  {
    role: "technician",
    email: "tech@homefix.test",
    first_name: "Jordan",
    last_name: "Reyes",
    phone: "(407) 555-0111",
    address: "2204 Edgewater Dr",
    city: "Orlando",
    zip_code: "32804",
  },
  {
    role: "technician",
    email: "tech2@homefix.test",
    first_name: "Sam",
    last_name: "Patel",
    phone: "(813) 555-0112",
    address: "615 S Howard Ave",
    city: "Tampa",
    zip_code: "33606",
  },
  {
    role: "technician",
    email: "tech3@homefix.test",
    first_name: "Chris",
    last_name: "Walker",
    phone: "(352) 555-0113",
    address: "940 W Montrose St",
    city: "Clermont",
    zip_code: "34711",
  },
];

export const DEMO_CUSTOMER_EMAIL = "customer@homefix.test";

/** Customers with an account; the first is customer@homefix.test. */
export const DEMO_CUSTOMERS: TSeedUser[] = [
  {
    role: "customer",
    email: DEMO_CUSTOMER_EMAIL,
    first_name: "Taylor",
    last_name: "Brooks",
    phone: "(407) 555-0120",
    address: "412 Magnolia Ave",
    city: "Orlando",
    zip_code: "32801",
  },
  {
    role: "customer",
    email: "maria.lopez@example.com",
    first_name: "Maria",
    last_name: "Lopez",
    phone: "(407) 555-0121",
    address: "38 Palm Breeze Ct",
    city: "Kissimmee",
    zip_code: "34741",
  },
  {
    role: "customer",
    email: "james.carter@example.com",
    first_name: "James",
    last_name: "Carter",
    phone: "(813) 555-0122",
    address: "905 Bayshore Ln",
    city: "Tampa",
    zip_code: "33602",
  },
  {
    role: "customer",
    email: "priya.shah@example.com",
    first_name: "Priya",
    last_name: "Shah",
    phone: "(407) 555-0123",
    address: "17 Citrus Grove Way",
    city: "Winter Garden",
    zip_code: "34787",
  },
  {
    role: "customer",
    email: "david.nguyen@example.com",
    first_name: "David",
    last_name: "Nguyen",
    phone: "(352) 555-0124",
    address: "660 Lake Minneola Dr",
    city: "Clermont",
    zip_code: "34711",
  },
  {
    role: "customer",
    email: "linda.thompson@example.com",
    first_name: "Linda",
    last_name: "Thompson",
    phone: "(863) 555-0125",
    address: "1433 Hibiscus St",
    city: "Lakeland",
    zip_code: "33801",
  },
  {
    role: "customer",
    email: "robert.king@example.com",
    first_name: "Robert",
    last_name: "King",
    phone: "(407) 555-0126",
    address: "88 Cypress Point Dr",
    city: "Orlando",
    zip_code: "32803",
  },
];

/** People who booked as guests: a customers row with no profile. */
export const DEMO_GUESTS: TSeedPerson[] = [
  {
    email: "kevin.brown@example.com",
    first_name: "Kevin",
    last_name: "Brown",
    phone: "(813) 555-0131",
    address: "4410 Seabreeze Blvd",
    city: "Tampa",
    zip_code: "33609",
  },
  {
    email: "emily.davis@example.com",
    first_name: "Emily",
    last_name: "Davis",
    phone: "(407) 555-0132",
    address: "251 Flamingo Cir",
    city: "Kissimmee",
    zip_code: "34744",
  },
  {
    email: "marcus.bell@example.com",
    first_name: "Marcus",
    last_name: "Bell",
    phone: "(863) 555-0133",
    address: "702 Sandpiper Ln",
    city: "Lakeland",
    zip_code: "33803",
  },
];
