#!/usr/bin/env bash
# Times the release `guardrails` against `swiftc -frontend -parse` on the same synthetic corpus with
# the same parallelism, then again on a corpus twice as large. Prints lines/s, peak memory and ratios.
#   scripts/benchmark-guardrails.sh [FILES]   (default 5000 files, about 1.3M lines)
# Not part of the test run: timings are only compared side by side within one run.
set -euo pipefail
files="${1:-5000}"
jobs="$(nproc)"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.benchmarks/guardrails"
mkdir -p "$work"

echo "Building release guardrails and the corpus generator..."
(cd "$root" && swift build -c release --product guardrails > "$work/build.log" 2>&1) || { cat "$work/build.log"; exit 2; }
guardrails="$root/.build/release/guardrails"
swiftc -O -parse-as-library "$root/scripts/benchmark/GenerateCorpus.swift" -o "$work/generate-corpus"

# Prints "<seconds> <peak-kb>" for a command, measured by /usr/bin/time -v.
measure() {
    local log="$work/time.log"
    /usr/bin/time -v "$@" > /dev/null 2> "$log" || true
    local wall peak
    wall="$(grep 'Elapsed (wall clock)' "$log" | awk '{print $NF}' | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }')"
    peak="$(grep 'Maximum resident set size' "$log" | awk '{print $NF}')"
    echo "$wall $peak"
}

run_corpus() {
    local count="$1" corpus="$work/corpus-$1"
    if [ ! -f "$corpus/.complete" ]; then
        rm -rf "$corpus"
        "$work/generate-corpus" "$corpus" "$count" > "$corpus.summary"
        touch "$corpus/.complete"
    fi
    local lines
    lines="$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)"
    local list="$work/files-$count.txt"
    (cd "$corpus" && find Sources Tests -name '*.swift' | sort) > "$list"
    local per_shard=$(( (count + jobs - 1) / jobs ))

    read -r g_time g_peak < <(cd "$corpus" && measure "$guardrails" --jobs "$jobs" --format summary)
    read -r s_time s_peak < <(cd "$corpus" && measure xargs -a "$list" -n "$per_shard" -P "$jobs" swiftc -frontend -parse)
    printf '%s\n' "$count $lines $g_time $g_peak $s_time $s_peak"
}

report() {
    local count="$1" lines="$2" g_time="$3" g_peak="$4" s_time="$5" s_peak="$6"
    awk -v n="$count" -v l="$lines" -v gt="$g_time" -v gp="$g_peak" -v st="$s_time" -v sp="$s_peak" -v j="$jobs" 'BEGIN {
        printf "corpus: %d files, %d lines, %d jobs\n", n, l, j
        printf "  guardrails (release):   %7.2f s  %10.0f lines/s  peak %7.1f MB\n", gt, l / gt, gp / 1024
        printf "  swiftc -frontend -parse: %6.2f s  %10.0f lines/s  peak %7.1f MB\n", st, l / st, sp / 1024
        printf "  time ratio guardrails/swiftc: %.2fx\n", gt / st
    }'
}

echo "Corpus 1x ($files files)..."
read -r c1 l1 gt1 gp1 st1 sp1 < <(run_corpus "$files")
echo "Corpus 2x ($((files * 2)) files)..."
read -r c2 l2 gt2 gp2 st2 sp2 < <(run_corpus "$((files * 2))")

echo
report "$c1" "$l1" "$gt1" "$gp1" "$st1" "$sp1"
report "$c2" "$l2" "$gt2" "$gp2" "$st2" "$sp2"
awk -v a="$gt1" -v b="$gt2" -v c="$st1" -v d="$st2" 'BEGIN {
    printf "scaling 2x corpus: guardrails %.2fx time, swiftc %.2fx time\n", b / a, d / c
}'
