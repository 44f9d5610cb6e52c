import Foundation
import GuardrailsRules

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

    /// `module` or `architecture`, exactly one of them.
    mutating func work(module: Any?, architecture: Any?) -> KataWork? {
        switch (module, architecture) {
        case (let module?, nil):
            return identifier(module, at: "module").map(KataWork.module)
        case (nil, let architecture?):
            return self.architecture(architecture).map(KataWork.architecture)
        case (nil, nil):
            problems.append("module: missing (a Swift module name, or \"architecture\" for a kata that guards some of the kit's modules)")
        case (_?, _?):
            problems.append("architecture: a kata has a module or an architecture, not both")
        }
        return nil
    }

    private mutating func architecture(_ value: Any) -> ArchitecturePackage? {
        guard let object = object(value, at: "architecture") else { return nil }
        rejectUnknownKeys(in: object, allowed: KataManifest.architectureKeys, at: "architecture")
        let modules = identifiers(object["modules"], at: "architecture.modules", required: true)
        let tests = identifiers(object["tests"] ?? [Any](), at: "architecture.tests", required: false)
        let folders = Set((modules ?? []).map { "Sources/\($0)/" } + (tests ?? []).map { "Tests/\($0)/" })
        var violations: [PlantedViolation] = []
        for (index, item) in ((object["violations"] as? [Any]) ?? []).enumerated() {
            let path = "architecture.violations[\(index)]"
            guard let violation = self.object(item, at: path) else { continue }
            rejectUnknownKeys(in: violation, allowed: KataManifest.violationKeys, at: path)
            let file = text(violation["file"], at: "\(path).file")
            if let file, !folders.contains(where: { file.hasPrefix($0) }) || !file.hasSuffix(".swift") || file.contains("..") {
                problems.append("\(path).file: \"\(file)\" must be a .swift file in one of the package's folders")
            }
            let find = text(violation["find"], at: "\(path).find")
            let replace = violation["replace"] as? String
            if replace == nil { problems.append("\(path).replace: expected a string") }
            if let file, let find, let replace { violations.append(PlantedViolation(file: file, find: find, replace: replace)) }
        }
        if !(object["violations"] is [Any]) { problems.append("architecture.violations: expected an array of planted violations") }
        guard let modules, let tests else { return nil }
        return ArchitecturePackage(modules: modules, tests: tests, violations: violations)
    }

    private mutating func identifiers(_ value: Any?, at path: String, required: Bool) -> [String]? {
        guard let array = value as? [Any], !(required && array.isEmpty) else {
            problems.append("\(path): expected \(required ? "a non-empty" : "an") array of module names")
            return nil
        }
        let names = array.enumerated().compactMap { identifier($1, at: "\(path)[\($0)]") }
        return names.count == array.count ? names : nil
    }

    mutating func steps(_ value: Any?, required: Bool, provedBy work: KataWork?) -> [KataStep] {
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
        let steps = array.enumerated().compactMap { step($1, at: "steps[\($0)]", provedBy: work) }
        var seen: Set<String> = []
        for (index, step) in steps.enumerated() where !seen.insert(step.id).inserted {
            problems.append("steps[\(index)].id: \"\(step.id)\" is used by an earlier step")
        }
        return steps
    }

    private mutating func step(_ value: Any, at path: String, provedBy work: KataWork?) -> KataStep? {
        guard let object = object(value, at: path) else { return nil }
        rejectUnknownKeys(in: object, allowed: KataManifest.stepKeys, at: path)
        let id = text(object["id"], at: "\(path).id")
        if let id, !id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
            problems.append("\(path).id: \"\(id)\" must be kebab-case (a-z, 0-9, -)")
        }
        let title = text(object["title"], at: "\(path).title")
        let proof = self.proof(of: object, at: path, provedBy: work)
        let hints = self.hints(object["hints"], at: "\(path).hints")
        guard let id, let title, let proof, let hints else { return nil }
        return KataStep(id: id, title: title, proof: proof, hints: hints)
    }

    /// A module kata's step names its `test` file; an architecture kata's step names its `check`. When the kata's
    /// work is itself at fault, the key the step has says which it meant.
    private mutating func proof(of step: [String: Any], at path: String, provedBy work: KataWork?) -> StepProof? {
        let isArchitecture: Bool
        switch work {
        case .architecture?: isArchitecture = true
        case .module?: isArchitecture = false
        case nil: isArchitecture = step["check"] != nil
        }
        switch isArchitecture {
        case true:
            if step["test"] != nil { problems.append("\(path).test: an architecture kata's step is proved by a \"check\", not a test file") }
            guard let check = text(step["check"], at: "\(path).check") else { return nil }
            let known = ["layers", "strict"] + RuleRegistry.catalog.allRules.map { $0.description.id }
            guard known.contains(check) else {
                problems.append("\(path).check: \"\(check)\" is not layers, strict or a guardrails rule id (see `guardrails rules`)")
                return nil
            }
            return .check(ArchitectureCheck(check))
        case false:
            if step["check"] != nil { problems.append("\(path).check: a module kata's step is proved by a \"test\" file, not a check") }
            guard let test = text(step["test"], at: "\(path).test") else { return nil }
            if test.hasPrefix("/") || test.split(separator: "/").contains("..") || !test.hasSuffix(".swift") {
                problems.append("\(path).test: \"\(test)\" must be a .swift file inside the kata folder")
                return nil
            }
            return .testFile(test)
        }
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
