#!/usr/bin/env bash
# Measures how often each guardrails rule is right on real code: draws a seeded random sample of
# findings per rule into a markdown file where a reviewer writes a verdict under each one, then
# tallies the filled-in files across repositories.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage:
  scripts/sample-findings.sh --guardrails BIN --repo DIR [--config FILE] [--per-rule N] [--seed N]
                             [--context N] [--label NAME] [--out FILE] [-- PATH...]
  scripts/sample-findings.sh --tally FILE...

Sample mode runs `BIN --format json` in DIR (on PATH... relative to DIR, or the linter's default
paths), prints the number of findings per rule, and writes a markdown file (FILE, or standard
output) with up to N findings per rule (default 8; every finding if a rule has fewer), each with
its message and the source lines around it, the reported line marked with `>`. The sample is drawn
per rule from the findings sorted by file and line, seeded by --seed (default 1) and the rule id,
so the same run gives the same sample and one rule's sample does not change when another rule's
findings do.

Fill in the `verdict:` line under each finding:
  verdict: right - reason          a careful reviewer applying the rule's rationale agrees
  verdict: wrong [shape] - reason  a misfire; the optional [shape] groups misfires in the tally

Tally mode reads filled-in sample files (one per repository, or several) and prints, per rule and
repository, findings, sampled, right, wrong, unjudged and % right, then the overall table per rule,
the misfire shapes per rule and the total findings per rule and repository.

Options:
  --guardrails BIN  the guardrails executable to measure
  --repo DIR        the repository (or package) root the linter runs in
  --config FILE     guardrails configuration (default: DIR/guardrails.json if the linter finds one)
  --per-rule N      findings sampled per rule (default 8)
  --seed N          random seed (default 1)
  --context N       source lines shown before and after the finding (default 3)
  --label NAME      repository name used in the tally (default: the basename of DIR)
  --out FILE        write the sample file here instead of standard output
  -h, --help        this help

Exit status: 0 done, 2 bad arguments or the linter failed to run (its message is printed).
EOF
}

die() { echo "sample-findings: $*" >&2; exit 2; }

guardrails="" repo="" config="" per_rule=8 seed=1 context=3 label="" out="" tally=0
paths=()
while [ $# -gt 0 ]; do
    case "$1" in
        --guardrails) guardrails="${2:?--guardrails needs a value}"; shift 2 ;;
        --repo) repo="${2:?--repo needs a value}"; shift 2 ;;
        --config) config="${2:?--config needs a value}"; shift 2 ;;
        --per-rule) per_rule="${2:?--per-rule needs a value}"; shift 2 ;;
        --seed) seed="${2:?--seed needs a value}"; shift 2 ;;
        --context) context="${2:?--context needs a value}"; shift 2 ;;
        --label) label="${2:?--label needs a value}"; shift 2 ;;
        --out) out="${2:?--out needs a value}"; shift 2 ;;
        --tally) tally=1; shift; break ;;
        -h|--help) usage; exit 0 ;;
        --) shift; paths=("$@"); break ;;
        *) usage >&2; die "unknown argument '$1'" ;;
    esac
done
command -v python3 >/dev/null || die "python3 is required"

if [ "$tally" = 1 ]; then
    [ $# -gt 0 ] || die "--tally needs at least one sample file"
    for file in "$@"; do [ -r "$file" ] || die "cannot read '$file'"; done
    exec python3 - "$@" <<'PY'
import re, sys
from collections import defaultdict

# A finding block starts with "### <rule> <i>/<k> — <location>"; its verdict is the next "verdict:" line.
heading = re.compile(r"^### (\S+) \d+/\d+ ")
total_row = re.compile(r"^\| (\S+) \| (\d+) \| (\d+) \|$")
verdict_line = re.compile(r"^verdict:\s*(?:(right|wrong)(?![a-z]))?\s*(?:\[([^\]]+)\])?", re.I)

totals = defaultdict(dict)                      # rule -> repo -> findings
counts = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))  # rule -> repo -> [right, wrong, unjudged]
shapes = defaultdict(lambda: defaultdict(int))  # rule -> shape -> wrong verdicts
repos = []
for path in sys.argv[1:]:
    repo, rule = None, None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if repo is None and line.startswith("- label: "):
                repo = line[len("- label: "):].strip()
                if repo not in repos:
                    repos.append(repo)
                continue
            if repo is None:
                continue
            if m := total_row.match(line):
                totals[m.group(1)][repo] = totals[m.group(1)].get(repo, 0) + int(m.group(2))
            elif m := heading.match(line):
                rule = m.group(1)
            elif rule and (m := verdict_line.match(line)):
                kind = (m.group(1) or "").lower()
                slot = {"right": 0, "wrong": 1}.get(kind, 2)
                counts[rule][repo][slot] += 1
                if kind == "wrong":
                    shapes[rule][m.group(2) or "unnamed"] += 1
                rule = None
    if repo is None:
        print(f"sample-findings: {path}: no '- label:' line; is this a sample file?", file=sys.stderr)
        sys.exit(2)

def pct(right, wrong):
    return f"{100 * right / (right + wrong):.0f}%" if right + wrong else "-"

print("| rule | repo | findings | sampled | right | wrong | unjudged | % right |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
for rule in sorted(counts):
    for repo in repos:
        if repo in counts[rule]:
            r, w, u = counts[rule][repo]
            print(f"| {rule} | {repo} | {totals[rule].get(repo, '?')} | {r + w + u} | {r} | {w} | {u} | {pct(r, w)} |")
print()
print("| rule | findings | sampled | right | wrong | unjudged | % right |")
print("|---|---:|---:|---:|---:|---:|---:|")
grand = [0, 0, 0]
for rule in sorted(counts):
    r, w, u = (sum(c[i] for c in counts[rule].values()) for i in range(3))
    grand = [grand[0] + r, grand[1] + w, grand[2] + u]
    print(f"| {rule} | {sum(totals[rule].values())} | {r + w + u} | {r} | {w} | {u} | {pct(r, w)} |")
r, w, u = grand
print(f"| all rules | {sum(sum(t.values()) for t in totals.values())} | {r + w + u} | {r} | {w} | {u} | {pct(r, w)} |")
if shapes:
    print()
    print("| rule | misfire shape | wrong verdicts |")
    print("|---|---|---:|")
    for rule in sorted(shapes):
        for shape, n in sorted(shapes[rule].items(), key=lambda item: (-item[1], item[0])):
            print(f"| {rule} | {shape} | {n} |")
print()
print("| rule | " + " | ".join(repos) + " |")
print("|---|" + "---:|" * len(repos))
for rule in sorted(totals):
    print(f"| {rule} | " + " | ".join(str(totals[rule].get(repo, 0)) for repo in repos) + " |")
PY
fi

[ -n "$guardrails" ] || { usage >&2; die "--guardrails is required"; }
[ -n "$repo" ] || { usage >&2; die "--repo is required"; }
[ -x "$guardrails" ] || die "'$guardrails' is not an executable"
[ -d "$repo" ] || die "'$repo' is not a directory"
[[ "$per_rule" =~ ^[1-9][0-9]*$ ]] || die "--per-rule must be a positive integer"
[[ "$seed" =~ ^[0-9]+$ ]] || die "--seed must be a non-negative integer"
[[ "$context" =~ ^[0-9]+$ ]] || die "--context must be a non-negative integer"
guardrails="$(cd "$(dirname "$guardrails")" && pwd)/$(basename "$guardrails")"
repo="$(cd "$repo" && pwd)"
if [ -n "$config" ]; then
    [ -r "$config" ] || die "cannot read config '$config'"
    config="$(cd "$(dirname "$config")" && pwd)/$(basename "$config")"
fi
label="${label:-$(basename "$repo")}"

report="$(mktemp)" errors="$(mktemp)"
trap 'rm -f "$report" "$errors"' EXIT
args=(--format json)
[ -n "$config" ] && args+=(--config "$config")
status=0
(cd "$repo" && "$guardrails" "${args[@]}" "${paths[@]}") > "$report" 2> "$errors" || status=$?
# 1 only means that findings fail the run; 2 means the run cannot be trusted.
if [ "$status" -gt 1 ]; then
    cat "$errors" >&2
    die "guardrails exited $status in $repo"
fi

commit="$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown)"
version="$("$guardrails" --version 2>/dev/null || echo unknown)"
command_line="cd $repo && $guardrails ${args[*]} ${paths[*]}"

python3 - "$report" "$repo" "$label" "$commit" "$version" "$command_line" "$per_rule" "$seed" "$context" "${out:-/dev/stdout}" "$config" <<'PY'
import json, os, random, re, sys
from collections import defaultdict

report, repo, label, commit, version, command_line, per_rule, seed, context, out, config = sys.argv[1:]
per_rule, context = int(per_rule), int(context)
try:
    findings = json.load(open(report))["findings"]
except (ValueError, KeyError, TypeError) as error:
    print(f"sample-findings: the linter's output is not a guardrails JSON report ({error})", file=sys.stderr)
    sys.exit(2)
by_rule = defaultdict(list)
for f in findings:
    by_rule[f["rule"]].append(f)

def source_lines(path, cache={}):
    if path not in cache:
        try:
            with open(os.path.join(repo, path), encoding="utf-8", errors="replace") as f:
                cache[path] = f.read().splitlines()
        except OSError:
            cache[path] = []
    return cache[path]

def excerpt(f):
    lines = source_lines(f["file"])
    line = f["line"]
    first, last = max(1, line - context), min(len(lines), line + context)
    rows = [f"{'>' if n == line else ' '} {n:5} | {lines[n - 1][:200]}" for n in range(first, last + 1)]
    longest = max([len(run) for run in re.findall("`+", "\n".join(rows))] + [0])
    fence = "`" * max(3, longest + 1)
    return [fence + "swift", *rows, fence] if rows else ["(source line not found)"]

samples = {}
for rule, items in by_rule.items():
    items.sort(key=lambda f: (f["file"], f["line"], f["column"], f["message"]))
    rng = random.Random(f"{seed}:{rule}")
    picked = rng.sample(items, min(per_rule, len(items)))
    samples[rule] = sorted(picked, key=lambda f: (f["file"], f["line"], f["column"]))

out_lines = [
    f"# guardrails findings sample: {label}",
    "",
    f"- label: {label}",
    f"- repository: {repo} at {commit}",
    f"- linter: {version}; config: {config or '(default lookup)'}",
    f"- command: `{command_line}`",
    f"- sample: up to {per_rule} per rule, seed {seed}",
    "",
    "Verdicts: `right - reason` if a careful reviewer applying the rule's rationale would agree the",
    "finding is a real violation worth reporting; `wrong [shape] - reason` for a misfire.",
    "",
    "| rule | findings | sampled |",
    "|---|---:|---:|",
    *[f"| {rule} | {len(by_rule[rule])} | {len(samples[rule])} |" for rule in sorted(by_rule)],
    "",
]
for rule in sorted(samples):
    picked = samples[rule]
    out_lines += [f"## {rule} ({len(picked)} of {len(by_rule[rule])})", ""]
    for i, f in enumerate(picked, 1):
        out_lines += [
            f"### {rule} {i}/{len(picked)} — {f['file']}:{f['line']}:{f['column']}",
            "",
            f"{f['severity']}: {f['message']}",
            "",
            *excerpt(f),
            "",
            "verdict: ",
            "",
        ]
with open(out, "w", encoding="utf-8") as o:
    o.write("\n".join(out_lines))
width = max([len(r) for r in by_rule] + [4])
print(f"{label}: {len(findings)} findings", file=sys.stderr)
for rule in sorted(by_rule):
    print(f"  {rule:<{width}}  {len(by_rule[rule]):6}  sampled {len(samples[rule])}", file=sys.stderr)
PY
