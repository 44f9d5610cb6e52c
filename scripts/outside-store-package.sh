#!/usr/bin/env bash
# Builds docs/plugging-a-store.md's example the way a developer outside the kit would: a package of its own whose
# Package.swift is the guide's, next to the kit (reached through a folder named CleanArchitectureKit), with kata
# 05's store as its source and the kata's step files as its tests. Then runs those tests.
# usage: scripts/outside-store-package.sh    (exit status 1 if it does not build or a spec fails)
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
ln -s "$kit" "$scratch/CleanArchitectureKit"
package="$scratch/PropertyListFeedStore"
mkdir -p "$package/Sources/PropertyListFeedStore" "$package/Tests/PropertyListFeedStoreTests"
# The first swift block after the "## 2." heading is the package manifest.
awk '/^## 2\./ { section = 1 } section && /^```swift$/ { inside = 1; next } inside && /^```$/ { exit } inside { print }' \
    "$kit/docs/plugging-a-store.md" >"$package/Package.swift"
grep -q 'package: "CleanArchitectureKit"' "$package/Package.swift" || { echo "no manifest found in the guide" >&2; exit 1; }
cp "$kit/Sources/PropertyListFeedStore/PropertyListFeedStore.swift" "$package/Sources/PropertyListFeedStore/"
cp "$kit"/Katas/05-contract-specs-for-a-new-store/Steps/*.swift "$package/Tests/PropertyListFeedStoreTests/"
cd "$package"
start=$(date +%s)
swift build --build-tests 2>&1 | tail -1
echo "built in $(( $(date +%s) - start )) s"
swift test --skip-build 2>&1 | grep -E '^(✔|✘) Test run|recorded an issue'
