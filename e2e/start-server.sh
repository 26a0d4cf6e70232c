#!/usr/bin/env bash
# A fresh demo database for every end-to-end run, and the built client.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf "${DATA_DIR:?}"
npx vite build --logLevel warn
exec npx tsx src/server/main.ts
