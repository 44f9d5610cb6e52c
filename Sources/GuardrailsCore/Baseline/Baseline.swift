import Foundation

/// Findings accepted as existing debt: they are not reported, and those since fixed show up as stale.
public struct Baseline: Sendable, Equatable {
    public let entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    public init(findings: [Finding]) {
        self.init(entries: findings.map(BaselineEntry.init))
    }

    /// Removes findings the baseline accepts; an entry accepts one finding, so duplicates need duplicates.
    public func apply(to findings: [Finding]) -> (remaining: [Finding], stale: [BaselineEntry]) {
        var available: [BaselineEntry: Int] = [:]
        for entry in entries { available[entry, default: 0] += 1 }
        let remaining = findings.filter { finding in
            let key = BaselineEntry(finding)
            guard let count = available[key], count > 0 else { return true }
            available[key] = count - 1
            return false
        }
        let stale = available.flatMap { entry, count in Array(repeating: entry, count: count) }.sorted()
        return (remaining, stale)
    }

    public func encoded() -> Data {
        let object: [String: Any] = [
            "version": 1,
            "entries": entries.map { ["rule": $0.ruleID, "file": $0.path, "line": $0.lineText] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }

    public static func decode(_ data: Data) throws -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ConfigurationError(keyPath: "", message: "baseline is not a JSON object; write one with --write-baseline")
        }
        guard let list = object["entries"] as? [Any] else {
            throw ConfigurationError(keyPath: "entries", message: "expected an array of {rule, file, line}")
        }
        let entries = try list.enumerated().map { offset, item in
            guard let entry = item as? [String: Any], let rule = entry["rule"] as? String,
                  let file = entry["file"] as? String, let line = entry["line"] as? String else {
                throw ConfigurationError(keyPath: "entries[\(offset)]", message: "expected an object with string keys rule, file and line")
            }
            return BaselineEntry(ruleID: rule, path: file, lineText: line)
        }
        return Baseline(entries: entries)
    }
}
