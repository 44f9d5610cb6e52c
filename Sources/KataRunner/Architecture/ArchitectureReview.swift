import Foundation
import GuardrailsCore
import GuardrailsRules

/// Checks an architecture kata's steps by linting the learner's package in-process, with the learner's
/// guardrails.json: what fails is said the way `guardrails` says it (`path:line:column: error: message [rule]`), or,
/// for the layers, as a line about guardrails.json measured against the kit's own architecture.
struct ArchitectureReview {
    let package: ArchitecturePackage
    /// The package: guardrails.json, `Sources/`, `Tests/`.
    let folder: URL
    let reference: ReferenceArchitecture
    let kitRoot: URL
    let display: PathDisplay

    /// What keeps `checks` from passing, one line each; empty when they all pass.
    func problems(_ checks: [ArchitectureCheck]) -> [String] {
        let configuration: Configuration
        switch loadConfiguration() {
        case .success(let loaded): configuration = loaded
        case .failure(let problem): return [problem.message]
        }
        var problems = checks.contains(.layers) ? layerProblems(configuration) : []
        let lintChecks = checks.filter { $0 != .layers }
        guard !lintChecks.isEmpty else { return problems }
        let files = PackageSwiftFiles.list(in: folder)
        let result = Linter(configuration: configuration, jobs: 1).lint(files.map { LintInput(path: $0.path, source: .file(absolutePath: $0.file.path)) })
        problems += result.fileErrors.map { "\(show($0.path)): error: \($0.reason)" }
        problems += result.findings.filter { finding in lintChecks.contains { Self.check($0, covers: finding) } }.map { finding in
            "\(show(finding.path)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        }
        return problems + shortcuts(in: files)
    }

    private static func check(_ check: ArchitectureCheck, covers finding: Finding) -> Bool {
        switch check {
        case .layers: false
        case .rule(let id): finding.ruleID == id
        case .strict: true
        }
    }

    private var configurationFile: URL { folder.appendingPathComponent(Configuration.fileName) }

    private func loadConfiguration() -> Result<Configuration, KataError> {
        let shown = display(configurationFile)
        guard let data = FileManager.default.contents(atPath: configurationFile.path) else {
            return .failure(KataError("\(shown): missing; the package's layers belong in it"))
        }
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.parse(data, catalog: RuleRegistry.catalog)
        } catch {
            return .failure(KataError("\(shown): \(error)"))
        }
        let targets = Set(PackageSwiftFiles.list(in: folder).map { $0.path.split(separator: "/")[1] }.map(String.init))
        if let unknown = configuration.unknownModules(among: targets).first {
            return .failure(KataError("\(shown): \(unknown)"))
        }
        return .success(configuration)
    }

    /// Every module the kit's architecture places (a test target goes with its subject), in the layer of the same
    /// kind, and the same imports allowed between each two of them.
    private func layerProblems(_ learner: Configuration) -> [String] {
        let shown = display(configurationFile)
        let wanted = reference.configuration
        let modules = (package.modules + package.tests).filter { wanted.layer(ofModule: $0) != nil }
        var problems: [String] = []
        for module in modules {
            guard let expected = wanted.layer(ofModule: module) else { continue }
            guard let layer = learner.layer(ofModule: module) else {
                problems.append("\(shown): '\(module)' is in no layer; it belongs in a layer of kind \"\(expected.kind)\"")
                continue
            }
            if layer.kind != expected.kind {
                problems.append("\(shown): layers.\(layer.name): '\(module)' is in a layer of kind \"\(layer.kind)\"; it belongs in one of kind \"\(expected.kind)\"")
            }
            if layer.isTestSupport != expected.isTestSupport {
                problems.append("\(shown): layers.\(layer.name): '\(module)' \(expected.isTestSupport ? "is test support: its layer needs \"testSupport\": true" : "is not test support: its layer must not say \"testSupport\": true")")
            }
        }
        for importer in modules {
            for imported in modules where imported != importer {
                guard let from = learner.layer(ofModule: importer), let to = learner.layer(ofModule: imported),
                      let wantedFrom = wanted.layer(ofModule: importer), let wantedTo = wanted.layer(ofModule: imported) else { continue }
                switch (Self.allows(from, to), Self.allows(wantedFrom, wantedTo)) {
                case (true, false):
                    problems.append("\(shown): layers.\(from.name): lets '\(importer)' import '\(imported)' (layer '\(to.name)'); this architecture does not")
                case (false, true):
                    problems.append("\(shown): layers.\(from.name): keeps '\(importer)' from importing '\(imported)' (layer '\(to.name)'), which this architecture allows")
                default:
                    break
                }
            }
        }
        return problems
    }

    private static func allows(_ from: Layer, _ to: Layer) -> Bool { from.name == to.name || from.mayImport.contains(to.name) }

    /// Ways to make the linter quiet that the kata does not accept: a suppression comment, or deleting an import the
    /// kit's own file has (the code needs it; only the imports that cross layers go).
    private func shortcuts(in files: [(path: String, file: URL)]) -> [String] {
        files.flatMap { path, file -> [String] in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var problems = lines.enumerated().filter { $0.element.contains("guardrails:disable") }.map { index, _ in
                "\(show(path)):\(index + 1):1: error: fix what the linter found instead of silencing it here"
            }
            let kitFile = kitRoot.appendingPathComponent(path)
            if let kitText = try? String(contentsOf: kitFile, encoding: .utf8) {
                let kept = Self.imports(in: text)
                problems += Self.imports(in: kitText).filter { !kept.contains($0) }.sorted().map {
                    "\(show(path)): error: `import \($0)` is gone, but the code needs it; remove only the imports that cross layers"
                }
            }
            return problems
        }
    }

    /// The modules `text` imports (`import X`, `testable import X`, `import struct X.Y`), read line by line without
    /// a regular expression, which is slow enough in a debug build to be felt on every check.
    private static func imports(in text: String) -> Set<String> {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        return Set(text.split(separator: "\n").compactMap { line -> String? in
            var words = line.split(whereSeparator: \.isWhitespace)[...]
            while words.first?.hasPrefix("@") == true { words = words.dropFirst() }
            guard words.first == "import" else { return nil }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            return words.first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        })
    }

    private func show(_ path: String) -> String { display(folder.appendingPathComponent(path)) }
}
