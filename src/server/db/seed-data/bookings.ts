import type { TSeedBooking } from "./types.ts";

// customer@homefix.test's bookings, each paid by deposit and turned into a job (DESIGN.md:
// a completed booking creates a job). The emergency booking awaiting details is built in seed.ts.

export const DEMO_BOOKINGS: TSeedBooking[] = [
  {
    key: "past-tune-up",
    service: "ac-tune-up",
    day: -14,
    time: "10:00 AM",
    hours: 1,
    add_ons: ["Condensate line treatment"],
    notes: "Air handler is in the garage closet.",
    status: "completed",
    job: { title: "AC tune-up", tech: 0, status: "completed", priority: 1 },
    review: {
      rating: 5,
      review_text: "Jordan was on time, explained every reading and flushed the drain line. The house cools down much faster now.",
    },
  },
  {
    key: "upcoming-handyman",
    service: "handyman",
    day: 3,
    time: "2:00 PM",
    hours: 2,
    add_ons: ["Drywall patch (up to 1 sq ft)", "Hang pictures and mirrors (up to 6)"],
    notes: "Patch a doorknob hole in the hallway and hang a gallery wall in the living room.",
    status: "confirmed",
    job: { title: "Drywall patch and gallery wall", tech: 0, status: "scheduled", priority: 1 },
  },
  {
    key: "new-plumbing",
    service: "plumbing-repair",
    day: 5,
    time: "11:00 AM",
    hours: 1,
    add_ons: ["Braided supply lines (pair)"],
    notes: "Toilet supply line is corroded and weeps at the valve.",
    status: "pending",
    job: { title: "Corroded toilet supply line", tech: null, status: "pending", priority: 2 },
  },
];
