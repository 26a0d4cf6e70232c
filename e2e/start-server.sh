#!/usr/bin/env bash
# A fresh demo database for every end-to-end run, and the client built into this run's own
# folder (CLIENT_DIR), so two runs on one machine never rebuild each other's files. With
# E2E_SKIP_BUILD the client was built already (scripts/run-e2e.mjs, once for every shard).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf "${DATA_DIR:?}"
if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  rm -rf "${CLIENT_DIR:?}" "${SSR_DIR:?}"
  npx vite build --logLevel warn --outDir "$CLIENT_DIR" --emptyOutDir
  npx vite build --ssr src/client/entry-server.tsx --logLevel warn --outDir "$SSR_DIR" --emptyOutDir
fi
exec npx tsx src/server/main.ts
