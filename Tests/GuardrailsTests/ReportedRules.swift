import Foundation

/// Reads which rules fired in which files back out of each output format.
enum ReportedRules {
    /// File → rule ids, from any per-finding format (`xcode`, `json`, `sarif`, `github`).
    static func byFile(_ output: String, format: String) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (file, rule) in try pairs(output, format: format) {
            result[file, default: []].insert(rule)
        }
        return result
    }

    /// Rule ids with their total count, from the `summary` format.
    static func summaryCounts(_ output: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in output.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: " ")
            guard columns.count == 3, columns[0] != "total", let errors = Int(columns[1]), let warnings = Int(columns[2]) else { continue }
            counts[String(columns[0])] = errors + warnings
        }
        return counts
    }

    private static func pairs(_ output: String, format: String) throws -> [(file: String, rule: String)] {
        switch format {
        case "json":
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let findings = object?["findings"] as? [[String: Any]] ?? []
            return findings.compactMap { finding in
                guard let file = finding["file"] as? String, let rule = finding["rule"] as? String else { return nil }
                return (file, rule)
            }
        case "sarif":
            let log = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            return results.compactMap { result in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                guard let rule = result["ruleId"] as? String,
                      let file = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String else { return nil }
                return (file, rule)
            }
        case "github":
            return lines(output, pattern: #"^::(?:error|warning) file=([^,]+),line=[0-9]+,col=[0-9]+,title=([a-z-]+)::.+$"#)
        default:
            return lines(output, pattern: #"^([^:]+\.swift):[0-9]+:[0-9]+: (?:error|warning): .+ \[([a-z-]+)\]$"#)
        }
    }

    /// Lines matching `pattern` as (file, rule) from its two groups; a line that does not match
    /// yields a pair that no expectation contains, so a malformed line fails the comparison.
    private static func lines(_ output: String, pattern: String) -> [(file: String, rule: String)] {
        let expression = try? NSRegularExpression(pattern: pattern)
        return output.split(separator: "\n").map { line in
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            guard let match = expression?.firstMatch(in: text, range: range),
                  let file = Range(match.range(at: 1), in: text), let rule = Range(match.range(at: 2), in: text) else {
                return ("<unparsed>", text)
            }
            return (String(text[file]), String(text[rule]))
        }
    }
}
