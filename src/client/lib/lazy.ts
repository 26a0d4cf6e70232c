/**
 * A value made on first use and kept. For Intl formatters above all: building one loads its
 * locale data, which at module load would sit in the way of a phone's first paint.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
