import Foundation

/// Reads untyped JSON into manifest fields, collecting one problem per bad key instead of stopping at the first.
struct ManifestReader {
    private(set) var problems: [String] = []

    mutating func object(_ value: Any?, at path: String) -> [String: Any]? {
        guard let object = value as? [String: Any] else {
            problems.append("\(label(path)): expected an object")
            return nil
        }
        return object
    }

    mutating func rejectUnknownKeys(in object: [String: Any], allowed: Set<String>, at path: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let expected = allowed.sorted().joined(separator: ", ")
            problems.append("\(join(path, key)): unknown key (expected one of: \(expected))")
        }
    }

    mutating func text(_ value: Any?, at path: String) -> String? {
        guard let value else {
            problems.append("\(path): missing (expected a non-empty string)")
            return nil
        }
        guard let text = value as? String, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            problems.append("\(path): expected a non-empty string")
            return nil
        }
        return text
    }

    mutating func identifier(_ value: Any?, at path: String) -> String? {
        guard let text = text(value, at: path) else { return nil }
        guard let first = text.first, first.isLetter || first == "_", text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            problems.append("\(path): \"\(text)\" is not a Swift module name")
            return nil
        }
        return text
    }

    mutating func steps(_ value: Any?, required: Bool) -> [KataStep] {
        guard let value else {
            if required { problems.append("steps: missing (expected a non-empty array of steps)") }
            return []
        }
        guard let array = value as? [Any] else {
            problems.append("steps: expected an array of steps")
            return []
        }
        if required && array.isEmpty { problems.append("steps: expected at least one step") }
        if !required && !array.isEmpty { problems.append("steps: a planned kata has no steps yet; remove them or remove \"planned\"") }
        let steps = array.enumerated().compactMap { step($1, at: "steps[\($0)]") }
        var seen: Set<String> = []
        for (index, step) in steps.enumerated() where !seen.insert(step.id).inserted {
            problems.append("steps[\(index)].id: \"\(step.id)\" is used by an earlier step")
        }
        return steps
    }

    private mutating func step(_ value: Any, at path: String) -> KataStep? {
        guard let object = object(value, at: path) else { return nil }
        rejectUnknownKeys(in: object, allowed: KataManifest.stepKeys, at: path)
        let id = text(object["id"], at: "\(path).id")
        if let id, !id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
            problems.append("\(path).id: \"\(id)\" must be kebab-case (a-z, 0-9, -)")
        }
        let title = text(object["title"], at: "\(path).title")
        let test = text(object["test"], at: "\(path).test")
        if let test, test.hasPrefix("/") || test.split(separator: "/").contains("..") || !test.hasSuffix(".swift") {
            problems.append("\(path).test: \"\(test)\" must be a .swift file inside the kata folder")
        }
        let hints = self.hints(object["hints"], at: "\(path).hints")
        guard let id, let title, let test, let hints else { return nil }
        return KataStep(id: id, title: title, test: test, hints: hints)
    }

    private mutating func hints(_ value: Any?, at path: String) -> [String]? {
        guard let array = value as? [Any], !array.isEmpty else {
            problems.append("\(path): expected a non-empty array of strings")
            return nil
        }
        let hints = array.enumerated().compactMap { text($1, at: "\(path)[\($0)]") }
        return hints.count == array.count ? hints : nil
    }

    private func label(_ path: String) -> String { path.isEmpty ? "top level" : path }

    private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
