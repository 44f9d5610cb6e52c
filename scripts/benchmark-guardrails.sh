#!/usr/bin/env bash
# Times the release `guardrails` writing JSON and SARIF reports with 1 and 2 jobs against
# `swiftc -frontend -parse` with 1 and 2 processes, side by side on the same synthetic corpus, then again on
# a corpus twice as large. Prints every time ratio (guardrails / swiftc at the same parallelism) and how
# peak memory grows from the corpus to the doubled one.
#   scripts/benchmark-guardrails.sh [--baseline BIN] [FILES] [REPEATS]   (default 5000 files, about 1M lines; 3 repeats)
# Each measurement is the median of REPEATS runs, taken in turn so a busy machine slows them alike; a ratio to the
# baseline is the median of REPEATS paired ratios, each from two runs taken back to back.
# With --baseline BIN (an earlier release build of guardrails), that binary also writes JSON with 1 and 2
# jobs on the same corpora, in turn with the others, and the script prints current / baseline time at each
# job count and whether it is <= 1.10: the check that a change did not slow the linter by more than 10%.
# That check is printed for wall time and for CPU time (user + system): on a machine shared with other work, wall
# time also measures the others' load, while CPU time stays what the linter itself spent.
# Not part of the test run: timings are only compared side by side within one run.
set -euo pipefail
baseline=""
positional=()
while [ $# -gt 0 ]; do
    case "$1" in
        --baseline) [ $# -ge 2 ] || { echo "--baseline needs a guardrails binary" >&2; exit 2; }
                    baseline="$2"; shift 2 ;;
        --baseline=*) baseline="${1#--baseline=}"; shift ;;
        *) positional+=("$1"); shift ;;
    esac
done
files="${positional[0]:-5000}"
repeats="${positional[1]:-3}"
if [ -n "$baseline" ]; then
    [ -x "$baseline" ] || { echo "--baseline $baseline: not an executable file" >&2; exit 2; }
    baseline="$(cd "$(dirname "$baseline")" && pwd)/$(basename "$baseline")"
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.benchmarks/guardrails"
mkdir -p "$work"

echo "Building release guardrails and the corpus generator..."
(cd "$root" && swift build -c release --product guardrails > "$work/build.log" 2>&1) || { cat "$work/build.log"; exit 2; }
guardrails="$root/.build/release/guardrails"
swiftc -O -parse-as-library "$root/scripts/benchmark/GenerateCorpus.swift" -o "$work/generate-corpus"

# Prints "<seconds> <peak-kb> <cpu-seconds>" for a command run in the corpus, measured by /usr/bin/time.
measure() {
    local corpus="$1"; shift
    local log="$work/time.log"
    (cd "$corpus" && /usr/bin/time -f '%e %M %U %S' -o "$log" "$@" > /dev/null 2>&1) || true
    tail -1 "$log" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }'
}

corpus_for() {
    local count="$1" corpus="$work/corpus-$1"
    if [ ! -f "$corpus/.complete" ]; then
        rm -rf "$corpus"
        "$work/generate-corpus" "$corpus" "$count" > "$corpus.summary"
        touch "$corpus/.complete"
    fi
    (cd "$corpus" && find Sources Tests -name '*.swift' | sort) > "$work/files-$count.txt"
    echo "$corpus"
}

# With a baseline, each of its runs follows the current binary's run at the same job count, so each pair meets
# the same load; the ratio printed is the median of the pairs' ratios.
if [ -z "$baseline" ]; then
    runs=("swiftc-1" "swiftc-2" "json-1" "json-2" "sarif-1" "sarif-2")
else
    runs=("swiftc-1" "swiftc-2" "json-1" "baseline-1" "json-2" "baseline-2" "sarif-1" "sarif-2")
fi

# One measurement of a named run.
run_once() {
    local name="$1" count="$2" corpus="$3" list="$work/files-$2.txt"
    case "$name" in
        swiftc-*) local processes="${name#swiftc-}"
                  measure "$corpus" xargs -a "$list" -n $(( (count + processes - 1) / processes )) -P "$processes" swiftc -frontend -parse ;;
        baseline-*) measure "$corpus" "$baseline" --jobs "${name#baseline-}" --format json ;;
        *) local format="${name%-*}" jobs="${name#*-}"
           measure "$corpus" "$guardrails" --jobs "$jobs" --format "$format" ;;
    esac
}

median() { sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

# Measures every run REPEATS times, in turn, and prints "<name> <median seconds> <max peak kb> <median cpu seconds>" lines.
bench_corpus() {
    local count="$1" corpus
    corpus="$(corpus_for "$count")"
    local raw="$work/raw-$count.txt"
    : > "$raw"
    for _ in $(seq "$repeats"); do
        for name in "${runs[@]}"; do
            echo "$name $(run_once "$name" "$count" "$corpus")" >> "$raw"
        done
    done
    for name in "${runs[@]}"; do
        local seconds peak
        seconds="$(awk -v n="$name" '$1 == n { print $2 }' "$raw" | median)"
        peak="$(awk -v n="$name" '$1 == n { print $3 }' "$raw" | sort -n | tail -1)"
        cpu="$(awk -v n="$name" '$1 == n { print $4 }' "$raw" | median)"
        echo "$name $seconds $peak $cpu"
    done
    [ -z "$baseline" ] && return
    for jobs in 1 2; do
        # The k-th run of json-N against the k-th run of baseline-N, which came right after it.
        local wall cpu
        wall="$(awk -v n="json-$jobs" -v b="baseline-$jobs" '$1 == n { c[++i] = $2 } $1 == b { d[++j] = $2 } END { for (k = 1; k <= j; k++) print c[k] / d[k] }' "$raw" | median)"
        cpu="$(awk -v n="json-$jobs" -v b="baseline-$jobs" '$1 == n { c[++i] = $4 } $1 == b { d[++j] = $4 } END { for (k = 1; k <= j; k++) print (d[k] > 0 ? c[k] / d[k] : 1) }' "$raw" | median)"
        echo "pair-$jobs $wall 0 $cpu"
    done
}

echo "Corpus 1x ($files files), $repeats runs of each..."
bench_corpus "$files" > "$work/result-1x.txt"
echo "Corpus 2x ($((files * 2)) files), $repeats runs of each..."
bench_corpus "$((files * 2))" > "$work/result-2x.txt"

lines_of() { find "$work/corpus-$1" -name '*.swift' -print0 | xargs -0 cat | wc -l; }
echo
awk -v l1="$(lines_of "$files")" -v l2="$(lines_of $((files * 2)))" -v f1="$files" -v f2="$((files * 2))" '
    FNR == 1 { corpus++ }
    { seconds[corpus, $1] = $2; peak[corpus, $1] = $3; cpu[corpus, $1] = $4 }
    END {
        split("swiftc-1 swiftc-2 json-1 json-2 sarif-1 sarif-2", names, " ")
        label["swiftc-1"] = "swiftc -frontend -parse, 1 process"; label["swiftc-2"] = "swiftc -frontend -parse, 2 processes"
        label["json-1"] = "guardrails -j 1 --format json"; label["json-2"] = "guardrails -j 2 --format json"
        label["sarif-1"] = "guardrails -j 1 --format sarif"; label["sarif-2"] = "guardrails -j 2 --format sarif"
        ok = 1
        for (c = 1; c <= 2; c++) {
            printf "corpus %dx: %d files, %d lines\n", c, (c == 1 ? f1 : f2), (c == 1 ? l1 : l2)
            printf "  %-38s %9s %11s %10s %22s\n", "", "time (s)", "lines/s", "peak (MB)", "time / swiftc, same jobs"
            for (i = 1; i <= 6; i++) {
                n = names[i]; jobs = substr(n, length(n))
                ratio = ""
                if (n !~ /^swiftc/) {
                    r = seconds[c, n] / seconds[c, "swiftc-" jobs]
                    ratio = sprintf("%.2f", r)
                    if (r > 0.6) ok = 0
                }
                printf "  %-38s %9.2f %11.0f %10.1f %22s\n", label[n], seconds[c, n], (c == 1 ? l1 : l2) / seconds[c, n], peak[c, n] / 1024, ratio
            }
        }
        printf "peak memory, 2x corpus / 1x corpus:\n"
        for (i = 3; i <= 6; i++) {
            n = names[i]; growth = peak[2, n] / peak[1, n]
            if (growth > 1.3) ok = 0
            printf "  %-38s %.2fx\n", label[n], growth
        }
        printf "every time ratio <= 0.60 and every memory growth <= 1.30x: %s\n", (ok ? "yes" : "NO")
        if (!((1, "baseline-1") in seconds)) exit
        printf "against the baseline binary (%s):\n", baseline
        printf "  %-38s %9s %9s %10s %8s %9s %9s %10s %8s\n", "guardrails --format json", "wall", "baseline", "ratio", "<= 1.10", "cpu", "baseline", "ratio", "<= 1.10"
        within = 1; cpuWithin = 1
        for (c = 1; c <= 2; c++) {
            for (jobs = 1; jobs <= 2; jobs++) {
                r = seconds[c, "pair-" jobs]
                rc = cpu[c, "pair-" jobs]
                if (r > 1.1) within = 0
                if (rc > 1.1) cpuWithin = 0
                printf "  %-38s %8.2fs %8.2fs %10.2f %8s %8.2fs %8.2fs %10.2f %8s\n", sprintf("corpus %dx, -j %d", c, jobs), seconds[c, "json-" jobs], seconds[c, "baseline-" jobs], r, (r <= 1.1 ? "yes" : "NO"), cpu[c, "json-" jobs], cpu[c, "baseline-" jobs], rc, (rc <= 1.1 ? "yes" : "NO")
            }
        }
        printf "every wall time / baseline <= 1.10: %s\n", (within ? "yes" : "NO")
        printf "every cpu time (user + sys) / baseline <= 1.10: %s\n", (cpuWithin ? "yes" : "NO")
    }' baseline="$baseline" "$work/result-1x.txt" "$work/result-2x.txt"
