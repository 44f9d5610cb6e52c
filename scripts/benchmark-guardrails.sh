#!/usr/bin/env bash
# Times the release `guardrails` writing JSON and SARIF reports with 1 and 2 jobs against
# `swiftc -frontend -parse` with 1 and 2 processes, side by side on the same synthetic corpus, then again on
# a corpus twice as large. Prints every time ratio (guardrails / swiftc at the same parallelism) and how
# peak memory grows from the corpus to the doubled one.
#   scripts/benchmark-guardrails.sh [FILES] [REPEATS]   (default 5000 files, about 1M lines; 3 repeats)
# Each measurement is the median of REPEATS runs, taken in turn so a busy machine slows them alike.
# Not part of the test run: timings are only compared side by side within one run.
set -euo pipefail
files="${1:-5000}"
repeats="${2:-3}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.benchmarks/guardrails"
mkdir -p "$work"

echo "Building release guardrails and the corpus generator..."
(cd "$root" && swift build -c release --product guardrails > "$work/build.log" 2>&1) || { cat "$work/build.log"; exit 2; }
guardrails="$root/.build/release/guardrails"
swiftc -O -parse-as-library "$root/scripts/benchmark/GenerateCorpus.swift" -o "$work/generate-corpus"

# Prints "<seconds> <peak-kb>" for a command run in the corpus, measured by /usr/bin/time.
measure() {
    local corpus="$1"; shift
    local log="$work/time.log"
    (cd "$corpus" && /usr/bin/time -f '%e %M' -o "$log" "$@" > /dev/null 2>&1) || true
    tail -1 "$log"
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

runs=("swiftc-1" "swiftc-2" "json-1" "json-2" "sarif-1" "sarif-2")

# One measurement of a named run.
run_once() {
    local name="$1" count="$2" corpus="$3" list="$work/files-$2.txt"
    case "$name" in
        swiftc-*) local processes="${name#swiftc-}"
                  measure "$corpus" xargs -a "$list" -n $(( (count + processes - 1) / processes )) -P "$processes" swiftc -frontend -parse ;;
        *) local format="${name%-*}" jobs="${name#*-}"
           measure "$corpus" "$guardrails" --jobs "$jobs" --format "$format" ;;
    esac
}

median() { sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

# Measures every run REPEATS times, in turn, and prints "<name> <median seconds> <max peak kb>" lines.
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
        echo "$name $seconds $peak"
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
    { seconds[corpus, $1] = $2; peak[corpus, $1] = $3 }
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
    }' "$work/result-1x.txt" "$work/result-2x.txt"
