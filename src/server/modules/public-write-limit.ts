// Bad input and abuse: every public write is rate-limited per client (@fastify/rate-limit,
// keyed by request.ip, which honours TRUST_PROXY).
export function publicWriteLimit(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}
