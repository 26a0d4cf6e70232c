/**
 * The id of the page's JSON block that carries the server's query cache and loader data into
 * the browser. A data block, not a script: the Content-Security-Policy runs no
 * inline script, and none is needed.
 */
export const SERVER_STATE_ID = "homefix-server-state";
