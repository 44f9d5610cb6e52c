import Foundation

/// A parsed `// guardrails:disable-next-line <rules> -- <reason>` or `disable-file` comment.
struct Suppression: Sendable {
    let line: Int
    let column: Int
    /// The last line `disable-next-line` covers (past attribute lines, to the declaration they decorate).
    let reachesLine: Int
    let coversFile: Bool
    let ruleIDs: [String]
    /// Why the suppression is invalid; an invalid suppression suppresses nothing.
    let problem: String?

    static func parse(_ comment: DirectiveComment, knownRules: Set<String>) -> Suppression? {
        let marks = CharacterSet.whitespacesAndNewlines.union(["/", "*"])
        let text = String(comment.text.unicodeScalars.drop { marks.contains($0) }).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("guardrails:") else { return nil }
        if comment.form != .line {
            let written = comment.form == .block ? "a /* */ comment" : "a /// documentation comment"
            return Suppression(
                line: Int(comment.line), column: Int(comment.column), reachesLine: Int(comment.reachesLine), coversFile: false, ruleIDs: [],
                problem: "\(written) suppresses nothing; write it as a // line comment: `// \(text.split(separator: "\n").first ?? "")`"
            )
        }
        let body = text.dropFirst("guardrails:".count)
        let parts = body.components(separatedBy: " -- ")
        let words = parts[0].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let reason = parts.dropFirst().joined(separator: " -- ").trimmingCharacters(in: .whitespaces)
        let command = words.first ?? ""
        let ruleIDs = Array(words.dropFirst())
        var problem: String?
        if command != "disable-next-line" && command != "disable-file" {
            problem = "unknown directive '\(command)'; use disable-next-line or disable-file"
        } else if ruleIDs.isEmpty {
            problem = "name the rule to suppress, e.g. `guardrails:\(command) make-sut -- reason`"
        } else if let unknown = ruleIDs.first(where: { !knownRules.contains($0) }) {
            problem = "unknown rule '\(unknown)'"
        } else if reason.isEmpty {
            problem = "add a reason after ` -- `; a suppression must say why"
        }
        return Suppression(
            line: Int(comment.line), column: Int(comment.column), reachesLine: Int(comment.reachesLine), coversFile: command == "disable-file",
            ruleIDs: ruleIDs, problem: problem
        )
    }

    func covers(_ violationLine: Int, rule: String) -> Bool {
        problem == nil && ruleIDs.contains(rule) && (coversFile || (line + 1...reachesLine).contains(violationLine))
    }
}
