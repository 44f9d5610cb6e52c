#!/usr/bin/env bash
# Kills a writer of the file store and of the SQLite store with SIGKILL at random moments, 1,000 times each by
# default, and checks after every kill that a new instance finds a complete feed the writer committed or was
# writing, or nothing: the same check a conformance suite runs a few times with `.crashConsistent`.
# usage: scripts/crash-consistency.sh [kills per store]    (exit status 1 on any bad state)
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
kills="${1:-1000}"
swift build --package-path "$kit" -c release --product FeedStoreCrashTest >/dev/null
start=$(date +%s)
"$kit/.build/release/FeedStoreCrashTest" --kills "$kills" | grep -v '/[0-9]* kills$'
echo "$((2 * kills)) kills in $(( $(date +%s) - start )) s; load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
