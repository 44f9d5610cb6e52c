#!/usr/bin/env bash
# Measures what a learner waits for: the first `kata check` of a kata in a fresh workspace (it compiles the kit's
# boundaries and the test support), then a re-check after a one-line change to the learner's code.
# Goals: first check <= 60 s, re-check <= 5 s. Prints both side by side with the load average, since the figures
# depend on what else the machine is doing.
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
swift build --package-path "$kit" --product kata >/dev/null
kata="$kit/.build/debug/kata"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
workspace="$scratch/kata-workspace"
run() { "$kata" "$@" --kit "$kit" --workspace "$workspace" >/dev/null || true; }
seconds() { local start end; start=$(date +%s.%N); run "$@"; end=$(date +%s.%N); echo "$end - $start" | bc; }

run start 1
first=$(seconds check)
loader="$workspace/01-load-feed-from-remote/Sources/LoadFeedFromRemote/RemoteFeedLoader.swift"
# A real code change: the body's only expression becomes an explicit return.
sed -i 's|^        \[\]$|        return []|' "$loader"
grep -q 'return \[\]' "$loader" || { echo "the one-line change did not apply" >&2; exit 1; }
again=$(seconds check)
printf 'first kata check: %6.1f s (goal 60 s, %3.0f%% of it)\n' "$first" "$(echo "$first * 100 / 60" | bc -l)"
printf 're-check:         %6.1f s (goal  5 s, %3.0f%% of it)\n' "$again" "$(echo "$again * 100 / 5" | bc -l)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
