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
            // Where the command runs: the current directory, or the package `--package-path` names.
            let root = options.packagePath.map { PathNames.absolute($0, from: environment.currentDirectory) } ?? environment.currentDirectory
            switch options.command {
            case .help:
                environment.standardOutput(HelpText.usage)
                return ExitCode.clean
            case .version:
                environment.standardOutput("guardrails \(GuardrailsVersion.current)\n")
                return ExitCode.clean
            case .rules:
                environment.standardOutput(RuleDocumentation(catalog: try catalog(options, root: root)).list())
                return ExitCode.clean
            case .explain(let id):
                return explain(id, catalog: try catalog(options, root: root))
            case .initialize:
                return try initialize(options, root: root)
            case .lint:
                return try lint(options, root: root)
            case .graph:
                return try graph(options, root: root)
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

    /// The built-in rules and the custom rules of the configuration that governs `root`, if there is one.
    private func catalog(_ options: CommandLineOptions, root: String) throws -> RuleCatalog {
        try ConfigurationLoader(currentDirectory: root, explicitPath: options.configPath).configuration(for: root).configuration.catalog
    }

    private func explain(_ id: String, catalog: RuleCatalog) -> Int32 {
        guard let text = RuleDocumentation(catalog: catalog).explanation(of: id) else {
            environment.standardError("guardrails: error: unknown rule '\(id)'; run `guardrails rules` for the list\n")
            return ExitCode.failure
        }
        environment.standardOutput(text)
        return ExitCode.clean
    }

    private func planner(_ options: CommandLineOptions, root: String) -> LintPlanner {
        LintPlanner(
            currentDirectory: root, manifestMode: options.manifestMode,
            configurations: ConfigurationLoader(currentDirectory: root, explicitPath: options.configPath)
        )
    }

    /// `guardrails init`: a first configuration from what the package's code does, explained, then a first run
    /// whose findings can be accepted as a baseline (`--write-baseline FILE` accepts them at once).
    private func initialize(_ options: CommandLineOptions, root: String) throws -> Int32 {
        let path = root + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !options.isForced {
            throw UsageError(message: "\(Configuration.fileName) already exists; pass --force to overwrite it")
        }
        let (model, nested) = try startingModel(options, root: root)
        // A folder beside the project that is a package or project of its own is no module: its targets are listed instead.
        let own = try PackageSurveyor(root: root).survey(model.targets.filter { !nested.contains(root + "/" + $0.directory) }, vended: model.vendedModules)
        let local = LocalPackageSurveyor(root: root, planner: planner(options, root: root)).surveys(nested: nested, besides: Set(own.map(\.target.name)))
        let starter = StarterConfiguration(surveys: own + local)
        do {
            try Data(starter.json.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw FileError(path: Configuration.fileName, reason: "cannot be written: \(error.localizedDescription)")
        }
        let layerCount = Set(starter.guesses.compactMap(\.layer)).count
        environment.standardOutput("Wrote \(Configuration.fileName): \(Counted.phrase(starter.guesses.count, "target")) in \(Counted.phrase(layerCount, "layer")).\n" + starter.summary)
        // The first run is the user's next `guardrails` run: the same units (the local packages beside the project
        // included, each with its own configuration), so the counts it prints are the ones they will see.
        let session = try session(options, root: root, paths: ["."])
        guard session.reportedFileCount > 0 else { return ExitCode.clean }
        let result = session.run()
        if let baselinePath = options.writeBaselinePath {
            return try writeBaseline(result, to: baselinePath, root: root)
        }
        let report = LintReport(findings: result.findings, staleEntries: [], fileCount: result.fileCount, lineCount: result.lineCount, rules: [])
        guard !result.findings.isEmpty else {
            environment.standardOutput("First run: no findings in \(Counted.phrase(result.fileCount, "file")).\n")
            return ExitCode.clean
        }
        environment.standardOutput("""
        First run: \(Counted.phrase(report.errorCount, "error")), \(Counted.phrase(report.warningCount, "warning")) in \(Counted.phrase(result.fileCount, "file")) (`guardrails --format summary` counts them by rule).
        Fix them, adjust the layers, or accept today's findings as a baseline and fail only on new ones:
          guardrails --write-baseline guardrails-baseline.json
          guardrails --baseline guardrails-baseline.json --strict-baseline

        """)
        return ExitCode.clean
    }

    /// The targets `init` places in layers: from the manifest (under the command plugin, from SwiftPM's own
    /// package model, so SwiftPM is never run again), or in a project without one, the folders beside its
    /// Xcode projects as a lint run finds them, with the package folders that walk stopped at.
    private func startingModel(_ options: CommandLineOptions, root: String) throws -> (PackageModel, nested: [String]) {
        let planner = planner(options, root: root)
        guard FileCollector.holdsManifest(root) || options.packageDescriptionPath != nil else {
            let (unit, nested) = try planner.unit(at: root, linting: [root])
            let model = Self.withConventionalTargets(unit)
            guard !model.targets.isEmpty || nested.contains(where: FileCollector.holdsManifest) else {
                throw UsageError(message: "no Package.swift and no Xcode project in this folder; run `init` where the package's manifest or the .xcodeproj is")
            }
            return (model, nested)
        }
        let model = try planner.packageModel(root: root, description: options.packageDescriptionPath.map { PathNames.absolute($0, from: root) })
        for note in model.notes { environment.standardError("guardrails: note: Package.swift:\(note.line): \(note)\n") }
        return (model, [])
    }

    /// The unit's model with a target for each module a lint run places files in by folder convention alone
    /// (`Sources/<T>`, `Tests/<T>`: an XcodeGen app under `Sources/App`, whose `project.yml` is not read), so `init`
    /// puts in a layer every module the run will lint.
    private static func withConventionalTargets(_ unit: LintUnit) -> PackageModel {
        var named = Set(unit.model.targets.map(\.name))
        let conventional = unit.inputs.compactMap { input -> PackageTarget? in
            guard case .module(let name, let isTest) = unit.model.placement(of: input.path), named.insert(name).inserted else { return nil }
            let folder = input.path.split(separator: "/").prefix(2).joined(separator: "/")
            return PackageTarget(name: name, kind: isTest ? .test : .regular, directory: folder)
        }
        guard !conventional.isEmpty else { return unit.model }
        return PackageModel(targets: unit.model.targets + conventional, hasManifest: false, usesConventionFallback: true)
    }

    private func lint(_ options: CommandLineOptions, root: String) throws -> Int32 {
        let started = Date()
        let baseline = try options.baselinePath.map { try loadBaseline($0, root: root) }
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let session = try session(options, root: root, paths: paths)
        guard session.reportedFileCount > 0 else {
            throw UsageError(message: "no Swift files to lint in \(paths.joined(separator: ", "))\(session.skippedFiles.isEmpty ? "" : " (\(session.skippedFiles.count) \(session.skippedFiles.count == 1 ? "is" : "are") in no target)"); run in a package or project folder or pass paths")
        }
        reportNotes(session, options, root: root)
        if environment.isInteractive {
            environment.standardError("guardrails: linting \(Counted.phrase(session.reportedFileCount, "file"))…\n")
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let result = session.run()
        if let path = options.writeBaselinePath {
            return try writeBaseline(result, to: path, root: root)
        }
        var (findings, stale) = baseline?.apply(to: result.findings) ?? (result.findings, [])
        let linted = paths.map { PathNames.absolute($0, from: root) }
        stale = stale.filter { entry in linted.contains { PathNames.contains($0, PathNames.absolute(entry.path, from: root)) } }
        if options.usesAbsolutePaths { findings = findings.map { $0.placed(under: root) } }
        let report = LintReport(
            findings: findings, staleEntries: stale, fileCount: result.fileCount, lineCount: result.lineCount,
            rules: session.rules, staleEntriesFail: options.isStrictBaseline, fileErrors: result.fileErrors, sourceRoot: root,
            skippedFiles: session.skippedFiles,
            manifestNotes: session.manifestNotes.map { ReportNote(file: $0.file, line: $0.note.line, message: $0.note.description) }
        )
        try ReportOutput(path: options.outputPath.map { PathNames.absolute($0, from: root) }, environment: environment)
            .write(report, as: options.format, jobs: jobs)
        for error in result.fileErrors {
            environment.standardError("guardrails: error: \(error.path): \(error.reason)\n")
        }
        let elapsed = String(format: "%.2f", Date().timeIntervalSince(started))
        let skipped = session.skippedFiles.count
        let totals = "\(Counted.phrase(result.fileCount, "file")), \(Counted.phrase(result.lineCount, "line")) in \(elapsed) s: "
            + "\(Counted.phrase(report.errorCount, "error")), \(Counted.phrase(report.warningCount, "warning"))"
            + (stale.isEmpty ? "" : ", " + Counted.phrase(stale.count, "stale baseline entry", plural: "stale baseline entries"))
            + (skipped == 0 ? "" : "; \(Counted.phrase(skipped, "Swift file")) outside every target \(skipped == 1 ? "was" : "were") skipped")
        environment.standardError("guardrails: \(totals)\n")
        if !result.fileErrors.isEmpty { return ExitCode.failure }
        let fails = report.errorCount > 0 || (options.isStrict && report.warningCount > 0) || (options.isStrictBaseline && !stale.isEmpty)
        return fails ? ExitCode.findings : ExitCode.clean
    }

    /// The packages and projects under `paths`, with every layer module checked against them.
    private func session(_ options: CommandLineOptions, root: String, paths: [String]) throws -> LintSession {
        let configurations = ConfigurationLoader(currentDirectory: root, explicitPath: options.configPath)
        let planner = LintPlanner(currentDirectory: root, manifestMode: options.manifestMode, configurations: configurations)
        let session = LintSession(units: try planner.units(for: paths), jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        try session.checkLayerModules { base in
            let reader = LintPlanner(currentDirectory: root, manifestMode: .read, configurations: configurations)
            return try reader.units(for: [base]).reduce(into: Set<String>()) { $0.formUnion($1.modules) }
        }
        return session
    }

    /// `guardrails graph`: prints the module graph, or checks or redraws the one a Markdown file embeds.
    private func graph(_ options: CommandLineOptions, root: String) throws -> Int32 {
        let session = try session(options, root: root, paths: options.paths.isEmpty ? ["."] : options.paths)
        let graph = try ModuleGraphReader(includesTests: options.graphIncludesTests).read(session)
        let broken = graph.edges.filter(\.breaksLayerRule).count
        if let path = options.graphCheckPath ?? options.graphWritePath {
            let document = GraphDocument(path: PathNames.absolute(path, from: root), displayName: path)
            let block = GraphDocument.block(GraphFormat.mermaid.render(graph))
            if options.graphWritePath != nil {
                try document.write(block)
                environment.standardError("guardrails: drew \(Counted.phrase(graph.edges.count, "import")) between \(Counted.phrase(graph.groups.flatMap(\.modules).count, "module")) in \(path)\n")
                return ExitCode.clean
            }
            guard try document.embedded() == block else {
                environment.standardError("guardrails: error: \(path): the module graph is out of date; redraw it with `guardrails graph --write \(path)`\n")
                return ExitCode.findings
            }
            environment.standardError("guardrails: \(path): the module graph is current (\(broken) imports break a layer rule)\n")
            return ExitCode.clean
        }
        try ReportOutput(path: options.outputPath.map { PathNames.absolute($0, from: root) }, environment: environment)
            .write(options.graphFormat.render(graph))
        return ExitCode.clean
    }

    /// Notes on standard error: configuration entries that change nothing, layers missing, manifest constructs not
    /// followed, files no target compiles.
    private func reportNotes(_ session: LintSession, _ options: CommandLineOptions, root: String) {
        var read: Set<String> = []
        for unit in session.units where read.insert(unit.configuration.path ?? unit.root).inserted {
            for note in unit.configuration.notes { environment.standardError("guardrails: note: \(note)\n") }
        }
        var noted: Set<String> = []
        var withoutLayers: [String] = []
        for unit in session.units where options.configPath == nil && noted.insert(unit.configuration.path ?? unit.root).inserted {
            let configuration = unit.configuration.configuration
            let profilesUseLayers = configuration.profiles.contains { configuration.catalog.profile(named: $0)?.needsLayers == true }
            let hasCode = unit.inputs.contains { $0.isReported && $0.path != "Package.swift" }
            if configuration.layers.isEmpty, profilesUseLayers, hasCode { withoutLayers.append(PathNames.relative(unit.root, from: root)) }
        }
        if !withoutLayers.isEmpty {
            let listed = options.isVerbose || withoutLayers.count <= 3
            let folders = withoutLayers == ["."] ? ""
                : listed ? " in \(withoutLayers.joined(separator: ", "))"
                : " in \(withoutLayers.count) packages (\(withoutLayers.prefix(2).joined(separator: ", ")), …; --verbose lists them)"
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
            let howMany = skipped.count == 1 ? "1 Swift file is outside every target and was" : "\(skipped.count) Swift files are outside every target and were"
            environment.standardError("guardrails: note: \(howMany) not linted, e.g. \(skipped[0]); --verbose lists \(skipped.count == 1 ? "it" : "them"); a `targets` entry in guardrails.json lints a folder\n")
        }
    }

    private func loadBaseline(_ path: String, root: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: PathNames.absolute(path, from: root)) else {
            throw FileError(path: path, reason: "baseline cannot be read; create it with --write-baseline")
        }
        do {
            return try Baseline.decode(data)
        } catch let error as ConfigurationError {
            throw FileError(path: error.location(in: path), reason: error.description)
        }
    }

    private func writeBaseline(_ result: LintResult, to path: String, root: String) throws -> Int32 {
        do {
            try Baseline(findings: result.findings).encoded().write(to: URL(fileURLWithPath: PathNames.absolute(path, from: root)))
        } catch {
            throw FileError(path: path, reason: "cannot be written: \(error.localizedDescription)")
        }
        environment.standardError("guardrails: wrote \(Counted.phrase(result.findings.count, "finding")) to \(path)\n")
        return result.fileErrors.isEmpty ? ExitCode.clean : ExitCode.failure
    }
}
