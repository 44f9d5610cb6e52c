import Foundation

/// A parsed `// guardrails:disable-next-line <rules> -- <reason>` or `disable-file` comment.
struct Suppression: Sendable {
    let line: Int
    let column: Int
    let coversFile: Bool
    let ruleIDs: [String]
    /// Why the suppression is invalid; an invalid suppression suppresses nothing.
    let problem: String?

    static func parse(_ comment: DirectiveComment, knownRules: Set<String>) -> Suppression? {
        let text = comment.text.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("guardrails:") else { return nil }
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
            line: Int(comment.line), column: Int(comment.column), coversFile: command == "disable-file",
            ruleIDs: ruleIDs, problem: problem
        )
    }

    func covers(_ violationLine: Int, rule: String) -> Bool {
        problem == nil && ruleIDs.contains(rule) && (coversFile || violationLine == line + 1)
    }
}
