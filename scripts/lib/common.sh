# Helpers for scripts/start and scripts/test (sourced, not run). Each one does its job only when it
# is needed, so that a second run is quick.

say() { printf '\033[1;34m▸\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m✖ %s\033[0m\n' "$*" >&2; exit 1; }

require_node() {
  command -v node >/dev/null 2>&1 || die "Node.js ${1}.${2} or newer is needed (https://nodejs.org)."
  local version major minor
  version=$(node -p 'process.versions.node')
  major=${version%%.*}
  minor=${version#*.}; minor=${minor%%.*}
  if [ "$major" -lt "$1" ] || { [ "$major" -eq "$1" ] && [ "$minor" -lt "$2" ]; }; then
    die "Node.js ${1}.${2} or newer is needed (found ${version})."
  fi
}

# npm ci when node_modules is missing or older than the lockfile.
ensure_dependencies() {
  if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "Installing dependencies (npm ci)..."
    # The committed lock records every platform's optional builds (npm run check:lock), so npm ci
    # accepts it on any machine; a refusal is a real problem to fix, not to paper over.
    npm ci --no-audit --no-fund || die "npm ci refused package-lock.json: run npm install, then npm run check:lock."
  fi
}

# The Prisma client is generated code: regenerate it when the schema changed.
ensure_prisma_client() {
  local client=web/app/generated/prisma/client.ts
  if [ ! -f "$client" ] || [ prisma/schema.prisma -nt "$client" ]; then
    say "Generating the database client (prisma generate)..."
    npm run --silent prisma:generate -w web >/dev/null
  fi
}

# Build the web app (the Remix app, the compiled server and worker in web/build/node) and the
# citation-core dist it imports, when there is no build or a source file is newer than it.
ensure_web_build() {
  local marker=web/build/node/server.js
  # web/app/generated is rewritten by every `prisma generate`: only a schema change rebuilds it.
  if [ ! -f "$marker" ] || [ ! -f packages/citation-core/dist/index.js ] || [ prisma/schema.prisma -nt "$marker" ] ||
    [ -n "$(find web/app web/server web/worker web/server.ts web/vite.config.ts web/vite.server.config.ts packages/citation-core/src packages/citation-core/styles -path web/app/generated -prune -o -newer "$marker" -type f -print -quit 2>/dev/null)" ]; then
    say "Building the web app..."
    # Vite's notices (empty chunks of API-only routes) are noise here; show the log only on failure.
    local log
    log=$(mktemp)
    npx turbo run build --filter=@cite-repair/web --output-logs=errors-only >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; die "The web app did not build."; }
    rm -f "$log"
  fi
}

# Wait until something answers HTTP on the port (the server prints its URL itself).
wait_for_port() {
  local port=$1 pid=$2 tries=0
  until node -e "require('http').get('http://127.0.0.1:${port}/api/page-content/terms', r => process.exit(r.statusCode < 500 ? 0 : 1)).on('error', () => process.exit(1))" 2>/dev/null; do
    kill -0 "$pid" 2>/dev/null || return 1
    tries=$((tries + 1))
    [ "$tries" -gt 600 ] && return 1
    sleep 0.2
  done
}

# Debian packages the browser and document tests use: chromium (driven by playwright-core) and
# LibreOffice (opens the repaired documents; converts legacy .doc uploads). Skipped with a warning
# when they cannot be installed: the tests that need them then skip themselves.
ensure_system_packages() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-writer-nogui)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  if [ ${#missing[@]} -eq 0 ]; then return 0; fi
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; else
      say "Missing ${missing[*]} and not root: the tests that need them will be skipped."
      return 0
    fi
  fi
  say "Installing ${missing[*]} (apt-get)..."
  $sudo apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    say "Could not install ${missing[*]}: the tests that need them will be skipped."
}
