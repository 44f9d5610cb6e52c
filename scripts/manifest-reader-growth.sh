#!/usr/bin/env bash
# Times the release `guardrails` reading generated pathological manifests at sizes N, 2N and 4N and prints
# how the time grows: about 2x per doubling is linear, about 4x quadratic. Each manifest is the
# Package.swift of an otherwise empty package; the time of the same run on a one-line manifest is
# subtracted, so the ratios are the reader's.
#   scripts/manifest-reader-growth.sh [N] [REPEATS]   (default N = 4000, 3 repeats, median taken)
# With WRITE_CORPUS=<dir>, writes each shape at size N to <dir> instead of timing (the fuzz corpus seeds).
# Not part of the test run: timings are only compared side by side within one run.
set -euo pipefail
size="${1:-4000}"
repeats="${2:-3}"
root="$(cd "$(dirname "$0")/.." && pwd)"
guardrails="${GUARDRAILS:-$root/.build/release/guardrails}"
work="$(mktemp -d)"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

# Prints the manifest of one shape at size $2.
generate() {
    local shape="$1" n="$2"
    perl -e '
        my ($shape, $n) = @ARGV;
        my $head = "// swift-tools-version:5.9\nimport PackageDescription\n";
        my %shapes = (
            "nested-parens"        => sub { "let x = " . ("(" x $n) . "1" . (")" x $n) . "\n" },
            "nested-brackets"      => sub { "let x = " . ("[" x $n) . "\"A\"" . ("]" x $n) . "\n" },
            "nested-braces"        => sub { "let x = " . ("{" x $n) . ("}" x $n) . "\n" },
            "nested-ifs"           => sub { ("if a {\n" x $n) . ("}\n" x $n) },
            "nested-calls"         => sub { "let x = " . (".target(name: \"A\", dependencies: [" x $n) . ("])" x $n) . "\n" },
            "unterminated-parens"  => sub { "let package = Package(name: \"P\", targets: [\n" . (".target(name: \"A\", dependencies: [\n" x $n) },
            "unterminated-braces"  => sub { ("func f() {\n" x $n) . "let package = Package(name: \"P\")\n" },
            "member-chain"         => sub { "let x = Target" . (".a" x $n) . "\nlet y = x" . (".b" x $n) . "\n" },
            "call-chain"           => sub { "let x = names" . (".map { \$0 }" x $n) . "\n" },
            "string-plus"          => sub { "let x = \"a\"" . (" + \"b\"" x $n) . "\n" },
            "list-plus"            => sub { "let x = [\"a\"]" . (" + [\"b\"]" x $n) . "\n" },
            "long-array"           => sub { "let package = Package(name: \"P\", targets: [\n" . join("", map { "    .target(name: \"T$_\"),\n" } 1..$n) . "])\n" },
            "long-dependency-chain" => sub { "let package = Package(name: \"P\", targets: [\n    .target(name: \"T0\"),\n" . join("", map { "    .target(name: \"T$_\", dependencies: [\"T" . ($_ - 1) . "\"]),\n" } 1..$n) . "])\n" },
            "appends"              => sub { "var targets: [Target] = []\n" . join("", map { "targets.append(.target(name: \"T$_\"))\n" } 1..$n) . "let package = Package(name: \"P\", targets: targets)\n" },
            "conditional-merge"    => sub { my $list = "[" . join(", ", map { "\"T$_\"" } 1..$n) . "]"; "let names = c ? $list : $list\n" },
            "doubling-functions"   => sub { "func f0() -> [String] { [\"a\"] }\n" . join("", map { "func f$_() -> [String] { f" . ($_ - 1) . "() + f" . ($_ - 1) . "() }\n" } 1..($n / 40)) . "let x = f" . int($n / 40) . "()\n" },
            "self-calling"         => sub { ("var brace { pendingBrace = brace + brace }\n" x ($n / 40)) . "let x = brace\n" },
            "nested-loops"         => sub { "let l = [" . join(", ", map { "\"$_\"" } 1..($n / 40)) . "]\n" . ("for a in l {\n" x 3) . "let x = a\n" . ("}\n" x 3) },
            "many-pound-ifs"       => sub { ("#if os(Linux)\nlet a = 1\n" x $n) . ("#endif\n" x $n) },
            "long-line-strings"    => sub { "let x = [" . join(", ", map { "\"\\(a$_\" " } 1..$n) . "]\n" },
        );
        print $head, $shapes{$shape}->();
    ' "$shape" "$n"
}

shapes=(nested-parens nested-brackets nested-braces nested-ifs nested-calls unterminated-parens unterminated-braces
    member-chain call-chain string-plus list-plus long-array long-dependency-chain appends conditional-merge
    doubling-functions self-calling nested-loops many-pound-ifs long-line-strings)

if [ -n "${WRITE_CORPUS:-}" ]; then
    mkdir -p "$WRITE_CORPUS"
    for shape in "${shapes[@]}"; do generate "$shape" "$size" > "$WRITE_CORPUS/manifest-$shape.swift"; done
    echo "wrote ${#shapes[@]} manifests of size $size to $WRITE_CORPUS"
    exit 0
fi

# Milliseconds of one run of guardrails in package $1.
run_ms() {
    local start end
    start=$(date +%s%N)
    (cd "$1" && "$guardrails" -j 1 --format json > /dev/null 2>&1) || true
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

median_ms() {
    local package="$1" values=()
    for _ in $(seq "$repeats"); do values+=("$(run_ms "$package")"); done
    printf '%s\n' "${values[@]}" | sort -n | sed -n "$(( (repeats + 1) / 2 ))p"
}

package_with() {
    local dir="$work/$1"
    mkdir -p "$dir/Sources/A"
    echo 'import Foundation' > "$dir/Sources/A/A.swift"
    cat > "$dir/Package.swift"
    echo "$dir"
}

empty=$(printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P")\n' | package_with empty)
base=$(median_ms "$empty")
printf 'guardrails %s; empty manifest %d ms (subtracted); N = %d\n' "$guardrails" "$base" "$size"
printf '%-22s %9s %9s %9s %8s %8s\n' shape "N (ms)" "2N (ms)" "4N (ms)" 2N/N 4N/2N
for shape in "${shapes[@]}"; do
    times=()
    for factor in 1 2 4; do
        package=$(generate "$shape" $(( size * factor )) | package_with "$shape-$factor")
        elapsed=$(( $(median_ms "$package") - base ))
        times+=($(( elapsed > 1 ? elapsed : 1 )))
    done
    printf '%-22s %9d %9d %9d %8.2f %8.2f\n' "$shape" "${times[0]}" "${times[1]}" "${times[2]}" \
        "$(echo "${times[1]} / ${times[0]}" | bc -l)" "$(echo "${times[2]} / ${times[1]}" | bc -l)"
done
