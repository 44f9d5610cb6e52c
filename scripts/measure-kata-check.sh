#!/usr/bin/env bash
# Measures what a learner waits for: the first `kata check` of a kata in a fresh workspace (it compiles the kit's
# boundaries and the test support), then five re-checks, each after a one-line change to the learner's code, and
# prints their median. Goals: first check <= 60 s, median re-check <= 2 s. Prints the load average beside them,
# since the figures depend on what else the machine is doing.
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
grep -q '^        \[\]$' "$loader" || { echo "the starter's last line is not where this script expects it" >&2; exit 1; }
rechecks=()
for attempt in 1 2 3 4 5; do
    # A real code change each time, on the body's only expression; step 1 stays red, so each check builds and tests.
    sed -i "s|^        \(return \)\{0,1\}\[\]\( // change [0-9]*\)\{0,1\}$|        return [] // change $attempt|" "$loader"
    grep -q "// change $attempt\$" "$loader" || { echo "the one-line change did not apply" >&2; exit 1; }
    rechecks+=("$(seconds check)")
done
median=$(printf '%s\n' "${rechecks[@]}" | sort -n | sed -n 3p)
printf 'first kata check:  %6.1f s (goal 60 s, %3.0f%% of it)\n' "$first" "$(echo "$first * 100 / 60" | bc -l)"
printf 're-checks:         %s s\n' "$(printf '%.1f ' "${rechecks[@]}")"
printf 'median re-check:   %6.1f s (goal  2 s, %3.0f%% of it)\n' "$median" "$(echo "$median * 100 / 2" | bc -l)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
