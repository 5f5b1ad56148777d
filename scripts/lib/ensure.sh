# Shared by scripts/start and scripts/test: install what is missing, and only that.

# npm ci when node_modules is absent or older than the lock file.
ensure_node_modules() {
  if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "==> installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

# Debian packages the browser and document tests use: chromium (playwright-core drives it) and
# LibreOffice (opens the repaired documents and converts legacy .doc uploads).
ensure_system_packages() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  if [ "${CITE_REPAIR_SKIP_LIBREOFFICE:-0}" != "1" ]; then
    command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-writer-nogui)
  fi
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  if [ ${#missing[@]} -eq 0 ]; then return 0; fi
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "!! missing ${missing[*]} and not root: the tests that need them will be skipped" >&2
      return 0
    fi
  fi
  echo "==> installing ${missing[*]} (apt-get)"
  $sudo apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || \
    echo "!! could not install ${missing[*]}: the tests that need them will be skipped" >&2
}
