#!/bin/sh
# Formats the C++ sources with the repo's .clang-format, or with --check lists the files that
# differ and fails (make test runs the check; make format fixes).
set -eu
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null 2>&1; then
  echo "tools/format.sh: clang-format is not installed (make deps installs it)" >&2
  exit 2
fi
files=$(git ls-files '*.cc' '*.h' 2>/dev/null || find src tests bench fuzz -name '*.cc' -o -name '*.h' 2>/dev/null)
if [ "${1:-}" != "--check" ]; then
  # shellcheck disable=SC2086
  clang-format -i $files
  exit 0
fi
bad=""
for f in $files; do
  [ -f "$f" ] || continue
  if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then bad="$bad $f"; fi
done
if [ -n "$bad" ]; then
  echo "these files differ from .clang-format:" >&2
  for f in $bad; do echo "  $f" >&2; done
  echo "fix: make format   (or: clang-format -i$bad)" >&2
  exit 1
fi
echo "formatting: $(echo "$files" | wc -w) files match .clang-format"
