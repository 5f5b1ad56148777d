#!/usr/bin/env bash
# Repairs every .docx changed in a commit range against a cite-repair server, and leaves the outputs
# in one directory for the CI system to keep as build artifacts.
#
#   CITE_REPAIR_SERVER=https://cite-repair.example.org CITE_REPAIR_TOKEN=crt_… \
#     docs/ci/repair-changed-docx.sh [BASE_REF] [HEAD_REF] [OUT_DIR]
#
# BASE_REF defaults to HEAD~1, HEAD_REF to HEAD, OUT_DIR to cite-repair-out. The token comes from the
# environment (a CI secret), never from the command line, so it does not show in process lists or logs.
# Exit status: 0 nothing to do or every file repaired; otherwise cite-repair's own (3 a file failed,
# 5 token rejected, 6 not enough credits, 7 server unreachable). CITE_REPAIR (default: cite-repair)
# names the command, e.g. "npx --yes cite-repair".
set -euo pipefail

base=${1:-HEAD~1}
head=${2:-HEAD}
out=${3:-cite-repair-out}
cli=${CITE_REPAIR:-cite-repair}

: "${CITE_REPAIR_SERVER:?set CITE_REPAIR_SERVER to the cite-repair server URL}"
: "${CITE_REPAIR_TOKEN:?set CITE_REPAIR_TOKEN (an API token from Settings → API tokens) as a CI secret}"

# Added, copied, modified or renamed .docx files that still exist at HEAD_REF; NUL-separated so that
# names with spaces or quotes survive.
files=()
while IFS= read -r -d '' file; do
  [ -f "$file" ] && files+=("$file")
done < <(git diff -z --name-only --diff-filter=ACMR "$base" "$head" -- '*.docx' '*.DOCX')

if [ ${#files[@]} -eq 0 ]; then
  echo "No .docx changed between $base and $head."
  exit 0
fi

mkdir -p "$out"
echo "Repairing ${#files[@]} document(s) on $CITE_REPAIR_SERVER into $out/"
status=0
# shellcheck disable=SC2086 # $cli may be a command with arguments ("npx --yes cite-repair").
$cli fix "${files[@]}" --server "$CITE_REPAIR_SERVER" --out "$out" --zip --concurrency 2 || status=$?
# The JSON summary beside the outputs, for later steps of the pipeline.
ls -1 "$out" > "$out/FILES.txt"
exit "$status"
