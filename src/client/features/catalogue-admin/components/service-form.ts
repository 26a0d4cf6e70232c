import { z } from "zod";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  licensedPartnerRule,
  ZServiceRequest,
  type SERVICE_MEDIA_TYPES,
  type SERVICE_PRICING_TYPES,
  type SERVICE_UNITS,
  type TAdminService,
  type TServiceRequestParsed,
} from "@/shared/schemas/services-admin.ts";
import { formatPriceInput, parseCommaList, parseLines, parsePriceCents, parseRating, parseWholeNumber, type TParsed } from "@/shared/rules/service-form.ts";

const shape = ZServiceRequest.shape;

/** What the Add/Edit dialog's fields hold: text as typed, read by the §5 rules on submit. */
export type TServiceFormValues = {
  name: string;
  subtitle: string;
  description: string;
  name_es: string;
  subtitle_es: string;
  description_es: string;
  /** One feature per line, as `features`. */
  features_es: string;
  category: string;
  base_price: string;
  pricing_type: (typeof SERVICE_PRICING_TYPES)[number];
  unit: (typeof SERVICE_UNITS)[number];
  estimated_duration_minutes: string;
  min_hours: string;
  is_active: boolean;
  emergency_available: boolean;
  features: string;
  media_type: (typeof SERVICE_MEDIA_TYPES)[number];
  image_url: string | null;
  video_url: string | null;
  gallery_images: string[];
  display_price_text: string;
  show_price_as_starting: boolean;
  display_rating_override: string;
  display_jobs_completed_override: string;
  display_satisfaction_rate: string;
  display_trust_score: string;
  display_availability_text: string;
  availability_today: boolean;
  service_areas: string;
  tags: string;
  badges: string;
  promo_message: string;
  service_icon: string;
  theme_color: string;
  /** "" for none. */
  licensed_trade: string;
  licensed_partner: string;
  partner_license_number: string;
  /** "", "prep", "recovery" or "prep,recovery". */
  storm_collections: string;
};

/** Text read by one of the §5 rules, then checked by the request's own field. */
const readWith = <T>(parse: (text: string) => TParsed<T>) =>
  z.string().transform((text, context) => {
    const result = parse(text);
    if (result.ok) return result.value;
    context.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  });
const blankAsNull = z.string().transform((text) => text.trim() || null);

/** The dialog's fields into the API's request (ZServiceRequest), with §5's parsing on the way. */
export const serviceFormSchema = z
  .object({
    name: shape.name,
    subtitle: shape.subtitle,
    description: shape.description,
    name_es: shape.name_es,
    subtitle_es: shape.subtitle_es,
    description_es: shape.description_es,
    features_es: z.string().transform(parseLines).pipe(shape.features_es.unwrap()),
    category: shape.category,
    base_price: readWith(parsePriceCents).pipe(shape.base_price.unwrap()),
    pricing_type: shape.pricing_type,
    unit: shape.unit,
    estimated_duration_minutes: readWith(parseWholeNumber).pipe(shape.estimated_duration_minutes.unwrap()),
    min_hours: readWith(parseWholeNumber).pipe(shape.min_hours.unwrap()),
    is_active: shape.is_active,
    emergency_available: shape.emergency_available,
    features: z.string().transform(parseLines).pipe(shape.features.unwrap()),
    media_type: shape.media_type,
    image_url: shape.image_url,
    video_url: shape.video_url,
    gallery_images: shape.gallery_images,
    display_price_text: shape.display_price_text,
    show_price_as_starting: shape.show_price_as_starting,
    display_rating_override: readWith(parseRating).pipe(shape.display_rating_override.unwrap()),
    display_jobs_completed_override: readWith(parseWholeNumber).pipe(shape.display_jobs_completed_override.unwrap()),
    display_satisfaction_rate: readWith(parseWholeNumber).pipe(shape.display_satisfaction_rate.unwrap()),
    display_trust_score: readWith(parseWholeNumber).pipe(shape.display_trust_score.unwrap()),
    display_availability_text: shape.display_availability_text,
    availability_today: shape.availability_today,
    service_areas: z.string().transform(parseCommaList).pipe(shape.service_areas.unwrap()),
    tags: z.string().transform(parseCommaList).pipe(shape.tags.unwrap()),
    badges: z.string().transform(parseCommaList).pipe(shape.badges.unwrap()),
    promo_message: shape.promo_message,
    service_icon: blankAsNull.pipe(shape.service_icon.unwrap()),
    theme_color: blankAsNull.pipe(shape.theme_color.unwrap()),
    licensed_trade: blankAsNull.pipe(shape.licensed_trade.unwrap()),
    licensed_partner: shape.licensed_partner,
    partner_license_number: shape.partner_license_number,
    storm_collections: z
      .string()
      .transform((text) => text.split(",").filter(Boolean))
      .pipe(shape.storm_collections.unwrap()),
  })
  // The same both-or-neither rule as the API's (decision 0172), on the dialog's own fields.
  .superRefine(licensedPartnerRule) satisfies z.ZodType<TServiceRequestParsed>;

const text = (value: string | null) => value ?? "";
const number = (value: number | null) => (value === null ? "" : String(value));

/** §9 defaults for a new service (unit hour, pricing hourly, active), or the service's own values. */
export function serviceFormDefaults(service?: TAdminService): TServiceFormValues {
  return {
    name: text(service?.name ?? null),
    subtitle: text(service?.subtitle ?? null),
    description: text(service?.description ?? null),
    name_es: text(service?.name_es ?? null),
    subtitle_es: text(service?.subtitle_es ?? null),
    description_es: text(service?.description_es ?? null),
    features_es: (service?.features_es ?? []).join("\n"),
    category: text(service?.category ?? null),
    base_price: service ? formatPriceInput(service.base_price) : "",
    pricing_type: service?.pricing_type ?? "hourly",
    unit: service?.unit ?? "hour",
    estimated_duration_minutes: number(service?.estimated_duration_minutes ?? null),
    min_hours: number(service?.min_hours ?? null),
    is_active: service?.is_active ?? true,
    emergency_available: service?.emergency_available ?? false,
    features: (service?.features ?? []).join("\n"),
    media_type: service?.media_type ?? "image",
    image_url: service?.image_url ?? null,
    video_url: service?.video_url ?? null,
    gallery_images: service?.gallery_images ?? [],
    display_price_text: text(service?.display_price_text ?? null),
    show_price_as_starting: service?.show_price_as_starting ?? false,
    display_rating_override: number(service?.display_rating_override ?? null),
    display_jobs_completed_override: number(service?.display_jobs_completed_override ?? null),
    display_satisfaction_rate: number(service?.display_satisfaction_rate ?? null),
    display_trust_score: number(service?.display_trust_score ?? null),
    display_availability_text: text(service?.display_availability_text ?? null),
    availability_today: service?.availability_today ?? false,
    service_areas: (service?.service_areas ?? []).join(", "),
    tags: (service?.tags ?? []).join(", "),
    badges: (service?.badges ?? []).join(", "),
    promo_message: text(service?.promo_message ?? null),
    service_icon: text(service?.service_icon ?? null),
    theme_color: text(service?.theme_color ?? null),
    licensed_trade: text(service?.licensed_trade ?? null),
    licensed_partner: text(service?.licensed_partner ?? null),
    partner_license_number: text(service?.partner_license_number ?? null),
    storm_collections: (service?.storm_collections ?? []).join(","),
  };
}

export const SERVICE_FORM_TABS = ["basic", "gallery", "display", "appearance", "spanish", "reviews"] as const;
export type TServiceFormTab = (typeof SERVICE_FORM_TABS)[number];

/** The tab each field sits on: an invalid submit opens the first tab with an error. */
export const FIELD_TABS: Record<keyof TServiceFormValues, TServiceFormTab> = {
  name: "basic",
  subtitle: "basic",
  description: "basic",
  name_es: "spanish",
  subtitle_es: "spanish",
  description_es: "spanish",
  features_es: "spanish",
  category: "basic",
  base_price: "basic",
  pricing_type: "basic",
  unit: "basic",
  estimated_duration_minutes: "basic",
  min_hours: "basic",
  is_active: "basic",
  emergency_available: "basic",
  features: "basic",
  media_type: "gallery",
  image_url: "gallery",
  video_url: "gallery",
  gallery_images: "gallery",
  display_price_text: "display",
  show_price_as_starting: "display",
  display_rating_override: "display",
  display_jobs_completed_override: "display",
  display_satisfaction_rate: "display",
  display_trust_score: "display",
  display_availability_text: "display",
  availability_today: "display",
  service_areas: "display",
  tags: "display",
  badges: "display",
  promo_message: "display",
  service_icon: "appearance",
  theme_color: "appearance",
  licensed_trade: "basic",
  licensed_partner: "basic",
  partner_license_number: "basic",
  storm_collections: "basic",
};

export const SERVICE_FORM_FIELDS = Object.keys(FIELD_TABS) as (keyof TServiceFormValues)[];

/**
 * The form's resolver. The dialog always holds every field (serviceFormDefaults), so its values
 * are the schema's input with no field left out; zod's input type allows them to be absent.
 */
export const serviceFormResolver = zodResolver(serviceFormSchema) as unknown as Resolver<TServiceFormValues, unknown, TServiceRequestParsed>;
