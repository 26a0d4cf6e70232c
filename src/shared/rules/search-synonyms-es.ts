// Decision 0177: what a Spanish-speaking homeowner types into the catalogue's search, and the
// English words of the trade it means. The Spanish fields are searched with PostgreSQL's Spanish
// stemmer; this list finds the service where its Spanish is not written yet, and where the
// homeowner's word is not the one the business wrote ("plomero" for "Reparación de plomería").
// Keys are lower case without accents: phones often type "plomeria" for "plomería".

const SYNONYMS: Record<string, string[]> = {
  "aire acondicionado": ["ac", "hvac", "air conditioning"],
  "calentador de agua": ["water heater"],
  "lavado a presion": ["pressure washing"],
  "luces de navidad": ["holiday lighting"],
  aire: ["ac", "hvac"],
  acondicionado: ["ac", "hvac"],
  clima: ["ac", "hvac"],
  plomero: ["plumbing"],
  plomeros: ["plumbing"],
  plomeria: ["plumbing"],
  fontanero: ["plumbing"],
  fuga: ["leak"],
  fugas: ["leak"],
  gotera: ["leak"],
  goteras: ["leak"],
  gotea: ["leak", "drip"],
  tuberia: ["pipe"],
  tuberias: ["pipe"],
  grifo: ["faucet"],
  llave: ["faucet"],
  inodoro: ["toilet"],
  sanitario: ["toilet"],
  desague: ["drain"],
  tapado: ["clog"],
  atascado: ["clog"],
  calentador: ["water heater"],
  electricista: ["electrical"],
  electrico: ["electrical"],
  electricidad: ["electrical"],
  enchufe: ["outlet"],
  tomacorriente: ["outlet"],
  breaker: ["breaker"],
  ventilador: ["fan"],
  lampara: ["light"],
  luces: ["light"],
  pintura: ["painting"],
  pintar: ["painting"],
  pintor: ["painting"],
  techo: ["roof"],
  techos: ["roof"],
  tejado: ["roof"],
  cerca: ["fence"],
  cercas: ["fence"],
  valla: ["fence"],
  puerta: ["door"],
  puertas: ["door"],
  cerradura: ["lock"],
  azulejo: ["tile"],
  azulejos: ["tile"],
  baldosa: ["tile"],
  losa: ["tile"],
  piso: ["flooring"],
  pisos: ["flooring"],
  cesped: ["lawn"],
  grama: ["lawn"],
  jardin: ["yard"],
  yarda: ["yard"],
  palmas: ["palm"],
  television: ["tv"],
  televisor: ["tv"],
  tele: ["tv"],
  muebles: ["furniture"],
  armar: ["assembly"],
  ensamblar: ["assembly"],
  navidad: ["holiday lighting"],
  manitas: ["handyman"],
  arreglos: ["handyman"],
  reparaciones: ["repair"],
  reparacion: ["repair"],
  tormenta: ["storm"],
  huracan: ["storm"],
  generador: ["generator"],
};

/** Lower case, accents dropped, spaces collapsed: "Plomería " → "plomeria". */
export function foldSpanish(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The English terms the visitor's Spanish words mean, each as the words of one term
 * (`[["water", "heater"], ["leak"]]`); the longest phrase of the list is read first.
 */
export function spanishSearchTerms(q: string): string[][] {
  let rest = ` ${foldSpanish(q).replace(/[^\p{L}\p{N} ]/gu, " ")} `;
  const terms: string[] = [];
  const phrases = Object.keys(SYNONYMS).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    if (!rest.includes(` ${phrase} `)) continue;
    terms.push(...SYNONYMS[phrase]!);
    rest = rest.replaceAll(` ${phrase} `, " ");
  }
  return [...new Set(terms)].map((term) => term.split(" "));
}
