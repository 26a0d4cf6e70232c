import { createQueryClient } from "@/client/lib/query-client.ts";

/** The app's one query cache, shared by the providers and the route loaders that warm it. */
export const queryClient = createQueryClient();
