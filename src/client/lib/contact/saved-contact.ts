import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TProfile } from "@/shared/schemas/account.ts";
import { useAuth } from "../auth/use-auth.ts";
import { profileQueryOptions } from "../profile/get-profile.ts";

/** The contact and address fields the booking and emergency forms share. */
export type TContactAddress = {
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  service_address: string;
  service_city: string;
  service_state: string;
  service_zip: string;
};

/** Their names in form order: the first fields of both forms' field lists. */
export const CONTACT_FIELDS = [
  "customer_name",
  "customer_phone",
  "customer_email",
  "service_address",
  "service_city",
  "service_state",
  "service_zip",
] as const satisfies readonly (keyof TContactAddress)[];

/**
 * A signed-in customer's saved profile fills every contact and address field
 * (the profile's name before the account's sign-up name). Signed out, only the state has a
 * default: the business works in Florida.
 */
export function contactDefaults(profile: TProfile | undefined, user: { name: string; email: string } | null): TContactAddress {
  const profileName = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ").trim();
  return {
    customer_name: profileName || user?.name || "",
    customer_phone: profile?.phone ?? "",
    customer_email: profile?.email || user?.email || "",
    service_address: profile?.address ?? "",
    service_city: profile?.city ?? "",
    service_state: profile?.state || "FL",
    service_zip: profile?.zip_code ?? "",
  };
}

/** The contact defaults of whoever is here; `ready` once a signed-in customer's profile is read. */
export function useSavedContact() {
  const { user } = useAuth();
  const profile = useQuery({ ...profileQueryOptions(), enabled: user !== null });
  // One object per profile read, so a form can reset to it when (and only when) it changes.
  const defaults = useMemo(() => contactDefaults(profile.data, user), [profile.data, user]);
  return { defaults, ready: user === null || !profile.isPending };
}
