import Foundation

/// Cuts `swift build` and `swift test` output down to what a learner acts on: where (file:line:column, which editors
/// and GitHub link), what was expected, and the values seen.
public enum FailureSummary {
    static let maximumEntries = 10

    /// `path:line:column: error: message` lines, without duplicates and without those in `excludedFiles`, paths shown
    /// relative to `root` (the folder the learner works in), each followed by its source line when the compiler quoted it.
    public static func compilerErrors(in output: String, relativeTo root: URL, excluding excludedFiles: [URL] = []) -> [String] {
        var seen: Set<String> = []
        let excluded = Set(excludedFiles.map { $0.resolvingSymlinksInPath().path })
        let lines = output.split(separator: "\n")
        let errors = lines.indices.compactMap { index -> String? in
            guard let match = lines[index].firstMatch(of: /^(\/[^:]+):(\d+):(\d+): error: (.*)$/),
                  !excluded.contains(URL(fileURLWithPath: String(match.1)).resolvingSymlinksInPath().path) else { return nil }
            let entry = "\(relative(String(match.1), to: root)):\(match.2):\(match.3): error: \(match.4)"
            guard seen.insert(entry).inserted else { return nil }
            let quoted = lines[(index + 1)...].prefix(6).lazy
                .compactMap { $0.firstMatch(of: /^\s*(\d+) \| (.*)$/) }
                .first { $0.1 == match.2 }
            return quoted.map { "\(entry)\n    \($0.2.trimmingCharacters(in: .whitespaces))" } ?? entry
        }
        return limited(errors)
    }

    /// Swift Testing's "recorded an issue" lines, each followed by its indented details, with the test file's
    /// path under `testsDirectory` when it is there.
    public static func testIssues(in output: String, testsDirectory: URL, relativeTo root: URL) -> [String] {
        var issues: [String] = []
        var collectingDetails = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: /Test (.+?) recorded an issue(?: with \d+ arguments? (.+?))? at ([^:\s]+):(\d+):(\d+): (.*)$/) {
                let file = testsDirectory.appendingPathComponent(String(match.3))
                let path = FileManager.default.fileExists(atPath: file.path) ? relative(file.path, to: root) : String(match.3)
                let arguments = match.2.map { " [\($0)]" } ?? ""
                issues.append("\(path):\(match.4):\(match.5): \(match.1)\(arguments)\n    \(match.6)")
                collectingDetails = true
            } else if collectingDetails, let detail = line.firstMatch(of: /^\s*↳\s?(.*)$/) {
                issues[issues.count - 1] += "\n    \(detail.1)"
            } else {
                collectingDetails = false
            }
        }
        return limited(issues)
    }

    /// The last lines of output, for failures no pattern recognises (a crash, a linker error).
    public static func tail(of output: String, lines count: Int = 15) -> [String] {
        output.split(separator: "\n").suffix(count).map(String.init)
    }

    /// The first entries, and how many more there are.
    static func limited(_ entries: [String]) -> [String] {
        guard entries.count > maximumEntries else { return entries }
        return entries.prefix(maximumEntries) + ["… and \(entries.count - maximumEntries) more"]
    }

    private static func relative(_ path: String, to root: URL) -> String {
        PathDisplay(currentDirectory: root)(path: path)
    }
}
