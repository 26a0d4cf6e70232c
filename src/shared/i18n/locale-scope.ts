import { AsyncLocalStorage } from "node:async_hooks";
import { BASE_LOCALE, setLocaleSource, type TLocale } from "./locale.ts";

// Node only (the server renderer, the API and the queue's workers; never the browser's code):
// a language for everything one request or one job does, however many awaits it spans, without
// two requests in flight speaking each other's language.

const scope = new AsyncLocalStorage<TLocale>();
let installed = false;

/** Runs `work` with the messages speaking `locale`. */
export function withLocale<T>(locale: TLocale, work: () => T): T {
  if (!installed) {
    setLocaleSource(() => scope.getStore() ?? BASE_LOCALE);
    installed = true;
  }
  return scope.run(locale, work);
}
