import Foundation
import GuardrailsCore
import GuardrailsRules

/// The `guardrails` command: parses arguments, runs the command and returns the exit status.
public struct CommandLineTool: Sendable {
    private let environment: ToolEnvironment

    public init(environment: ToolEnvironment) {
        self.environment = environment
    }

    public func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try ArgumentReader.read(arguments)
            switch options.command {
            case .help:
                environment.standardOutput(HelpText.usage)
                return ExitCode.clean
            case .version:
                environment.standardOutput("guardrails \(GuardrailsVersion.current)\n")
                return ExitCode.clean
            case .rules:
                environment.standardOutput(RuleDocumentation(catalog: RuleRegistry.catalog).list())
                return ExitCode.clean
            case .explain(let id):
                return explain(id)
            case .initialize:
                return try initialize(options)
            case .lint:
                return try lint(options)
            }
        } catch let error as UsageError {
            environment.standardError("guardrails: error: \(error.message)\nRun `guardrails --help` for usage.\n")
        } catch let error as FileError {
            environment.standardError("guardrails: error: \(error.path): \(error.reason)\n")
        } catch {
            environment.standardError("guardrails: error: \(error)\n")
        }
        return ExitCode.failure
    }

    private func explain(_ id: String) -> Int32 {
        guard let text = RuleDocumentation(catalog: RuleRegistry.catalog).explanation(of: id) else {
            environment.standardError("guardrails: error: unknown rule '\(id)'; run `guardrails rules` for the list\n")
            return ExitCode.failure
        }
        environment.standardOutput(text)
        return ExitCode.clean
    }

    private func initialize(_ options: CommandLineOptions) throws -> Int32 {
        let path = environment.currentDirectory + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !options.isForced {
            throw UsageError(message: "\(Configuration.fileName) already exists; pass --force to overwrite it")
        }
        let root = environment.currentDirectory
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw UsageError(message: "no Package.swift in this folder; `init` reads the targets of a package's manifest")
        }
        let planner = LintPlanner(currentDirectory: root, manifestMode: options.manifestMode, configurations: ConfigurationLoader(currentDirectory: root, explicitPath: nil))
        let model = try planner.packageModel(root: root)
        for note in model.notes { environment.standardError("guardrails: note: Package.swift:\(note.line): \(note)\n") }
        let targets = model.targets
        do {
            try Data(StarterConfiguration.json(for: targets).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw FileError(path: Configuration.fileName, reason: "cannot be written: \(error.localizedDescription)")
        }
        environment.standardOutput("Wrote \(Configuration.fileName) with \(targets.count) targets; review its layers, then run `guardrails`.\n")
        return ExitCode.clean
    }

    private func lint(_ options: CommandLineOptions) throws -> Int32 {
        let root = environment.currentDirectory
        let started = Date()
        let baseline = try options.baselinePath.map(loadBaseline)
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let configurations = ConfigurationLoader(currentDirectory: root, explicitPath: options.configPath)
        let planner = LintPlanner(currentDirectory: root, manifestMode: options.manifestMode, configurations: configurations)
        let session = LintSession(units: try planner.units(for: paths), jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        try session.checkLayerModules { base in
            let reader = LintPlanner(currentDirectory: root, manifestMode: .read, configurations: configurations)
            return try reader.units(for: [base]).reduce(into: Set<String>()) { $0.formUnion($1.modules) }
        }
        guard session.reportedFileCount > 0 else {
            throw UsageError(message: "no Swift files to lint in \(paths.joined(separator: ", "))\(session.skippedFiles.isEmpty ? "" : " (\(session.skippedFiles.count) are in no target)"); run in a package or project folder or pass paths")
        }
        reportNotes(session, options)
        if environment.isInteractive {
            environment.standardError("guardrails: linting \(session.reportedFileCount) files…\n")
        }
        let result = session.run()
        if let path = options.writeBaselinePath {
            return try writeBaseline(result, to: path)
        }
        var (findings, stale) = baseline?.apply(to: result.findings) ?? (result.findings, [])
        let linted = paths.map { PathNames.absolute($0, from: root) }
        stale = stale.filter { entry in linted.contains { PathNames.contains($0, PathNames.absolute(entry.path, from: root)) } }
        let report = LintReport(
            findings: findings, staleEntries: stale, fileCount: result.fileCount, lineCount: result.lineCount,
            rules: session.rules, skippedFiles: session.skippedFiles,
            manifestNotes: session.manifestNotes.map { ReportNote(file: $0.file, line: $0.note.line, message: $0.note.description) }
        )
        environment.standardOutput(options.format.render(report))
        for error in result.fileErrors {
            environment.standardError("guardrails: error: \(error.path): \(error.reason)\n")
        }
        let elapsed = String(format: "%.2f", Date().timeIntervalSince(started))
        let skipped = session.skippedFiles.count
        environment.standardError(
            "guardrails: \(result.fileCount) files, \(result.lineCount) lines in \(elapsed) s: \(report.errorCount) errors, \(report.warningCount) warnings\(stale.isEmpty ? "" : ", \(stale.count) stale baseline entries")\(skipped == 0 ? "" : "; \(skipped) Swift files outside every target were skipped")\n"
        )
        if !result.fileErrors.isEmpty { return ExitCode.failure }
        let fails = report.errorCount > 0 || (options.isStrict && report.warningCount > 0) || (options.isStrictBaseline && !stale.isEmpty)
        return fails ? ExitCode.findings : ExitCode.clean
    }

    /// Notes on standard error: layers missing, manifest constructs not followed, files no target compiles.
    private func reportNotes(_ session: LintSession, _ options: CommandLineOptions) {
        var noted: Set<String> = []
        var withoutLayers: [String] = []
        for unit in session.units where options.configPath == nil && noted.insert(unit.configuration.path ?? unit.root).inserted {
            let configuration = unit.configuration.configuration
            let profilesUseLayers = configuration.profiles.contains { configuration.catalog.profile(named: $0)?.layerKinds.isEmpty == false }
            if configuration.layers.isEmpty, profilesUseLayers { withoutLayers.append(PathNames.relative(unit.root, from: environment.currentDirectory)) }
        }
        if !withoutLayers.isEmpty {
            let folders = withoutLayers == ["."] ? "" : " in \(withoutLayers.joined(separator: ", "))"
            environment.standardError("guardrails: note: no layers configured\(folders), so layer rules have nothing to check; run `guardrails init`\n")
        }
        let unfollowed = session.manifestNotes.contains { $0.note.isUnfollowed }
        let notes = session.manifestNotes
        for (file, note) in notes {
            environment.standardError("guardrails: note: \(file):\(note.line): \(note)\n")
        }
        if unfollowed, options.manifestMode == .read {
            environment.standardError("guardrails: note: `--manifest describe` lets SwiftPM evaluate the manifest instead (it runs the package's manifest code)\n")
        }
        let skipped = session.skippedFiles
        if options.isVerbose {
            for file in skipped { environment.standardError("guardrails: skipped \(file): no target compiles it\n") }
        } else if !skipped.isEmpty {
            environment.standardError("guardrails: note: \(skipped.count) Swift files are outside every target and were not linted, e.g. \(skipped[0]); --verbose lists them\n")
        }
    }

    private func loadBaseline(_ path: String) throws -> Baseline {
        let absolute = path.hasPrefix("/") ? path : environment.currentDirectory + "/" + path
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw FileError(path: path, reason: "baseline cannot be read; create it with --write-baseline")
        }
        do {
            return try Baseline.decode(data)
        } catch let error as ConfigurationError {
            throw FileError(path: path, reason: error.description)
        }
    }

    private func writeBaseline(_ result: LintResult, to path: String) throws -> Int32 {
        let absolute = path.hasPrefix("/") ? path : environment.currentDirectory + "/" + path
        do {
            try Baseline(findings: result.findings).encoded().write(to: URL(fileURLWithPath: absolute))
        } catch {
            throw FileError(path: path, reason: "cannot be written: \(error.localizedDescription)")
        }
        environment.standardError("guardrails: wrote \(result.findings.count) findings to \(path)\n")
        return result.fileErrors.isEmpty ? ExitCode.clean : ExitCode.failure
    }
}
