#!/usr/bin/env bash
# Fuzzes the guardrails lexer, source model, manifest reader and rules with libFuzzer for N seconds (default 60).
#   scripts/fuzz-guardrails.sh [SECONDS]
# The core and rules sources are compiled directly with swiftc (-sanitize=fuzzer,address), so the harness
# never touches the SwiftPM build. Crashing inputs are written to .build/fuzz/crashes/.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/fuzz"
mkdir -p "$out/corpus" "$out/crashes"

echo "Compiling the fuzzer (swiftc -sanitize=fuzzer,address)..."
flags=(-swift-version 6 -O -parse-as-library -sanitize=fuzzer,address)
mkdir -p "$out/modules"
# One module at a time, as SwiftPM builds them: the rules import the core, the entry point imports both.
compile_module() {
    local name="$1"; shift
    mapfile -t sources < <(find "$@" -name '*.swift' | sort)
    swiftc "${flags[@]}" -wmo -module-name "$name" -I "$out/modules" -emit-module \
        -emit-module-path "$out/modules/$name.swiftmodule" -c "${sources[@]}" -o "$out/$name.o"
}
if ! { compile_module GuardrailsCore "$root/Sources/GuardrailsCore" \
    && compile_module GuardrailsRules "$root/Sources/GuardrailsRules" \
    && swiftc "${flags[@]}" -module-name GuardrailsFuzz -I "$out/modules" "$root/scripts/fuzz/GuardrailsFuzzEntry.swift" \
        "$out/GuardrailsCore.o" "$out/GuardrailsRules.o" -o "$out/guardrails-fuzz"; } > "$out/compile.log" 2>&1; then
    cat "$out/compile.log" >&2
    exit 2
fi

# Seed with real Swift: the kit's own sources and the test fixtures, and manifests (the kit's and the fixtures');
# then with scripts/fuzz/seeds: inputs that once hung or crashed a target (minimized) and pathological manifests
# written by scripts/manifest-reader-growth.sh (WRITE_CORPUS=scripts/fuzz/seeds … 300).
find "$root/Sources" "$root/Tests" -name '*.swift' -size -64k -exec cp {} "$out/corpus/" \; 2>/dev/null || true
find "$root" "$root/Tests/GuardrailsTests/Fixtures" -maxdepth 2 -name 'Package.swift' -not -path '*/.build/*' | while read -r manifest; do
    cp "$manifest" "$out/corpus/manifest-$(echo "$manifest" | md5sum | cut -c1-12).swift"
done
cp "$root"/scripts/fuzz/seeds/* "$out/corpus/"

echo "Fuzzing for $seconds s..."
export LSAN_OPTIONS="suppressions=$root/scripts/fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# The per-input timeout is generous because the machine is shared: a run starved of CPU is not a hang.
set +e
"$out/guardrails-fuzz" "$out/corpus" -max_total_time="$seconds" -max_len=16384 -timeout=60 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/crashes/" > "$out/last-run.log" 2>&1
status=$?
set -e
grep -E 'DONE|ERROR|SUMMARY|Done [0-9]+ runs|stat::number_of_executed_units|stat::average_exec_per_sec' "$out/last-run.log" || true
if [ "$status" -ne 0 ]; then
    echo "fuzzing found a failure (exit $status); see $out/last-run.log and $out/crashes/" >&2
    exit 1
fi
echo "No crash, leak, sanitizer error or hang in $seconds s."
