# Helpers for scripts/start (sourced, not run). Each one does its job only when it is needed, so that a
# second start is quick.

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
    npm ci --no-audit --no-fund
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

# Build the web app when there is no build or a source file is newer than it.
ensure_web_build() {
  local marker=web/build/server/index.js
  if [ ! -f "$marker" ] || [ -n "$(find web/app web/vite.config.ts packages/citation-core/src -newer "$marker" -type f -print -quit 2>/dev/null)" ]; then
    say "Building the web app..."
    npm run --silent build -w web >/dev/null
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
