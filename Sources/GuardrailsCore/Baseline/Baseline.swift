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
        let list = entries.map { entry in
            JSONValue.object([JSONMember("file", .string(entry.path)), JSONMember("line", .string(entry.lineText)), JSONMember("rule", .string(entry.ruleID))])
        }
        return Data((JSONWriter.text(.object([JSONMember("entries", .array(list)), JSONMember("version", .int(1))])) + "\n").utf8)
    }

    public static func decode(_ data: Data) throws -> Baseline {
        let document: JSONDocument
        do {
            document = try StrictJSONReader.read([UInt8](data))
        } catch {
            throw ConfigurationError(error)
        }
        guard case .object = document.root else {
            throw ConfigurationError(keyPath: "", message: "baseline is not a JSON object; write one with --write-baseline", position: document.position(of: ""))
        }
        guard case .array(let list) = document.root["entries"] else {
            throw ConfigurationError(keyPath: "entries", message: "expected an array of {rule, file, line}", position: document.position(of: "entries"))
        }
        let entries = try list.enumerated().map { offset, item in
            guard case .string(let rule) = item["rule"], case .string(let file) = item["file"], case .string(let line) = item["line"] else {
                let keyPath = "entries[\(offset)]"
                throw ConfigurationError(keyPath: keyPath, message: "expected an object with string keys rule, file and line", position: document.position(of: keyPath))
            }
            return BaselineEntry(ruleID: rule, path: file, lineText: line)
        }
        return Baseline(entries: entries)
    }
}
