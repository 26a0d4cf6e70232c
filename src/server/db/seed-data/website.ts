import type { bannerAds, heroBanners, quoteRequests } from "../schema.ts";

// The landing page's hero banners (staff-side.md §2 Website Management) and a few quote requests.

type TBannerSeed = Omit<typeof heroBanners.$inferInsert, "id"> & {
  ads: Omit<typeof bannerAds.$inferInsert, "id" | "banner_id">[];
};

const CALL_HREF = "tel:4075550142";

export const DEMO_BANNERS: TBannerSeed[] = [
  {
    order_index: 0,
    is_active: true,
    title: "Central Florida's Trusted Home Repair Pros",
    subtitle: "Plumbing, electrical, AC and handyman work, done right the first time",
    description:
      "Licensed, background-checked technicians serving Orlando, Tampa, Kissimmee, Winter Garden, Clermont and Lakeland. Book online in two minutes with upfront pricing.",
    media_type: "image",
    image_url: "/demo/hero/florida-home.svg",
    image_alt: "A Florida home with palm trees at sunset",
    primary_action_text: "Book Now",
    primary_action_href: "#services",
    primary_action_type: "link",
    secondary_action_text: "Call Now",
    secondary_action_href: CALL_HREF,
    secondary_action_type: "call",
    features: [{ text: "Licensed & Insured" }, { text: "Same-Day Service" }, { text: "Upfront Pricing" }, { text: "Satisfaction Guaranteed" }],
    // Figures (projects, rating) live in the settings, not in banner text.
    badge: "Central Florida's home repair team",
    // The same words in Spanish (decision 0180), as the admin writes them in the editor.
    title_es: "Profesionales de confianza en reparaciones del hogar en la Florida Central",
    subtitle_es: "Plomería, electricidad, aire acondicionado y handyman, bien hecho a la primera",
    description_es:
      "Técnicos con licencia y verificación de antecedentes en Orlando, Tampa, Kissimmee, Winter Garden, Clermont y Lakeland. Reserve en línea en dos minutos, con precios claros por adelantado.",
    image_alt_es: "Una casa de Florida con palmas al atardecer",
    primary_action_text_es: "Reservar ahora",
    secondary_action_text_es: "Llamar ahora",
    badge_es: "El equipo de reparaciones del hogar de la Florida Central",
    gradient: "primary",
    ads: [
      // The first-booking discount is not an ad: the hero shows it from the settings while it is on.
      {
        position: "bottom",
        title: "24/7 emergency service",
        subtitle: "A technician within 2 hours, day or night",
        title_es: "Servicio de emergencia 24/7",
        subtitle_es: "Un técnico en menos de 2 horas, de día o de noche",
        button_text_es: "Llamar ahora",
        icon: "zap",
        button_text: "Call Now",
        button_action_type: "phone",
        button_action_value: "(407) 555-0142",
      },
    ],
  },
  {
    order_index: 1,
    is_active: true,
    title: "Get Storm-Ready Before Hurricane Season",
    subtitle: "Roof checks, surge protection and AC tune-ups",
    description:
      "Summer storms test every roof, fence and electrical panel. Our pros inspect, repair and protect your home before the first named storm arrives.",
    media_type: "image",
    image_url: "/demo/hero/storm-ready.svg",
    image_alt: "A Florida house with storm clouds clearing over the roof",
    primary_action_text: "Book Now",
    primary_action_href: "#services",
    primary_action_type: "link",
    secondary_action_text: "Call Now",
    secondary_action_href: CALL_HREF,
    secondary_action_type: "call",
    features: [{ text: "Licensed & Insured" }, { text: "Same-Day Service" }, { text: "Upfront Pricing" }, { text: "Photo Reports for Insurance" }],
    badge: "Hurricane Season Prep",
    title_es: "Prepárese antes de la temporada de huracanes",
    subtitle_es: "Revisión del techo, protección contra sobretensiones y mantenimiento del aire acondicionado",
    description_es:
      "Las tormentas de verano ponen a prueba cada techo, cerca y panel eléctrico. Nuestros profesionales inspeccionan, reparan y protegen su casa antes de que llegue la primera tormenta con nombre.",
    image_alt_es: "Una casa de Florida con nubes de tormenta despejándose sobre el techo",
    primary_action_text_es: "Reservar ahora",
    secondary_action_text_es: "Llamar ahora",
    badge_es: "Preparación para huracanes",
    gradient: "primary",
    ads: [
      {
        position: "top",
        title: "Free roof check with any repair",
        subtitle: "Catch lifted shingles before the next storm",
        title_es: "Revisión del techo gratis con cualquier reparación",
        subtitle_es: "Detecte los shingles levantados antes de la próxima tormenta",
        button_text_es: "Más información",
        icon: "shield",
        button_text: "Learn More",
        button_action_type: "url",
        button_action_value: "/services",
      },
      {
        position: "bottom",
        title: "Serving six Central Florida cities",
        subtitle: "Orlando, Tampa, Kissimmee, Winter Garden, Clermont, Lakeland",
        title_es: "Servimos a seis ciudades de la Florida Central",
        subtitle_es: "Orlando, Tampa, Kissimmee, Winter Garden, Clermont, Lakeland",
        button_text_es: "Llámenos",
        icon: "map-pin",
        button_text: "Call Us",
        button_action_type: "phone",
        button_action_value: "(407) 555-0142",
      },
    ],
  },
];

export const DEMO_QUOTES: (Omit<typeof quoteRequests.$inferInsert, "id" | "created_at"> & { days_ago: number })[] = [
  {
    name: "Nancy Fields",
    phone: "(407) 555-0141",
    email: "nancy.fields@example.com",
    service: "Interior Painting",
    message: "Looking for a quote to paint a 3-bedroom home interior, about 1,800 sq ft, walls and ceilings.",
    status: "new",
    days_ago: 0,
  },
  {
    name: "Omar Haddad",
    phone: "(813) 555-0143",
    email: "omar.h@example.com",
    service: "Roof Leak Repair",
    message: "Tile roof leaking near the skylight after the last storm. Can someone inspect this week?",
    status: "new",
    days_ago: 1,
  },
  {
    name: "Beth Carlson",
    phone: "(352) 555-0144",
    email: null,
    service: "Fence Repair",
    message: "About 60 ft of wood privacy fence needs replacing after hurricane damage.",
    status: "new",
    days_ago: 3,
  },
  {
    name: "Raj Menon",
    phone: "(863) 555-0145",
    email: "raj.menon@example.com",
    service: "Tile Installation & Repair",
    message: "Want porcelain tile in the kitchen and dining room, roughly 400 sq ft, old carpet to remove.",
    status: "new",
    days_ago: 9,
  },
];
