#!/usr/bin/env bash
# Runs the suite of racy wrong stores (ContractCatchesRacyStoresTests, no sanitizer) ten times by default and prints
# how often the contract caught each one. Each must be caught in at least nine runs of ten, within the contract's default
# 2 s per concurrency spec and in one run (the suite itself allows more time and three runs, for a full `swift test` on a
# busy machine).
# usage: scripts/racy-wrong-stores-tally.sh [runs]    (exit status 1 when a store is caught in fewer than 90% of runs)
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-10}"
cd "$kit"
swift build --build-tests >/dev/null
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for _ in $(seq 1 "$runs"); do
    RACY_STORE_RUNS=1 FEED_STORE_CONTRACT_CONCURRENCY_SECONDS="${FEED_STORE_CONTRACT_CONCURRENCY_SECONDS:-2}" \
        swift test --skip-build --filter ContractCatchesRacyStoresTests 2>&1 | grep -E '^racy store ' >>"$log" || true
done
status=0
for store in $(sed -E 's/^racy store ([A-Za-z]+):.*/\1/' "$log" | sort -u); do
    caught=$(grep -cE "^racy store $store: caught" "$log" || true)
    crashed=$(grep -cE "^racy store $store: caught \(the child crashed" "$log" || true)
    printf '%-22s caught in %2d of %d runs%s\n' "$store" "$caught" "$runs" "$([ "$crashed" -gt 0 ] && echo " ($crashed by crashing its child process)")"
    [ $((caught * 10)) -ge $((runs * 9)) ] || status=1
done
exit $status
