import Foundation
import GuardrailsCore
import GuardrailsRules

/// Lints each package or project with its own configuration and model, then merges what they report:
/// findings, unreadable files, totals, files no target compiles, and manifest notes.
struct LintSession {
    let units: [LintUnit]
    let jobs: Int

    func run() -> LintResult {
        let cache = FileSummaryCache()
        var findings: [Finding] = []
        var errors: [FileError] = []
        var files = 0
        var lines = 0
        for unit in units {
            let indexed = unit.inputs + unit.dependencyInputs + unit.clientInputs
            let result = Linter(configuration: unit.configuration.configuration, jobs: jobs).lint(indexed, in: unit.model, cache: units.count > 1 || indexed.count > unit.inputs.count ? cache : nil)
            findings += result.findings
            errors += result.fileErrors
            files += result.fileCount
            lines += result.lineCount
        }
        return LintResult(findings: findings.sorted(), fileErrors: errors.sorted { $0.path < $1.path }, fileCount: files, lineCount: lines)
    }

    var reportedFileCount: Int {
        units.reduce(0) { $0 + $1.inputs.count(where: \.isReported) }
    }

    var skippedFiles: [String] {
        units.flatMap(\.skippedFiles).sorted()
    }

    /// Every rule a unit could report, once.
    var rules: [RuleDescription] {
        var seen: Set<String> = []
        return units.flatMap { $0.configuration.configuration.catalog.allRules.map { $0.description } }.filter { seen.insert($0.id).inserted }
    }

    /// `Package.swift:12: cannot follow …` for every construct a manifest reader could not follow.
    var manifestNotes: [(file: String, note: ManifestNote)] {
        units.flatMap { unit in (unit.model.notes + unit.layoutNotes).map { (unit.manifestName ?? unit.root, $0) } }
    }

    /// Fails with the first layer module that is in none of the packages its configuration governs.
    /// Modules are looked for in the linted units first, then in every package below the configuration.
    /// A folder without Swift files (a kata's starter configuration) governs nothing, so is not checked; one whose
    /// files are all outside every target (a manifest the reader found no target in) is.
    func checkLayerModules(discover: (String) throws -> Set<String>) throws {
        var byConfiguration: [String: (loaded: ConfigurationLoader.Loaded, modules: Set<String>)] = [:]
        for unit in units where unit.inputs.contains(where: { !$0.path.hasSuffix("Package.swift") }) || !unit.skippedFiles.isEmpty {
            let key = unit.configuration.path ?? unit.root
            byConfiguration[key, default: (unit.configuration, [])].modules.formUnion(unit.modules)
        }
        for key in byConfiguration.keys.sorted() {
            guard let (loaded, modules) = byConfiguration[key] else { continue }
            guard !loaded.configuration.unknownModules(among: modules).isEmpty else { continue }
            let everywhere = modules.union(try discover(loaded.base))
            if let problem = loaded.configuration.unknownModules(among: everywhere).first {
                throw FileError(path: loaded.name, reason: problem.description)
            }
        }
    }
}
