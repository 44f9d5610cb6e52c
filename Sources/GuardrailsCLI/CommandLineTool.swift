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
            let root = options.packagePath.map { FilePaths.absolute($0, against: environment.currentDirectory) } ?? environment.currentDirectory
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

    /// The built-in rules and the custom rules of the configuration, if there is one.
    private func catalog(_ options: CommandLineOptions, root: String) throws -> RuleCatalog {
        try ConfigurationLoader(root: root).load(explicitPath: options.configPath).catalog
    }

    private func explain(_ id: String, catalog: RuleCatalog) -> Int32 {
        guard let text = RuleDocumentation(catalog: catalog).explanation(of: id) else {
            environment.standardError("guardrails: error: unknown rule '\(id)'; run `guardrails rules` for the list\n")
            return ExitCode.failure
        }
        environment.standardOutput(text)
        return ExitCode.clean
    }

    /// `guardrails init`: a first configuration from what the package's code does, explained, then a first run
    /// whose findings can be accepted as a baseline (`--write-baseline FILE` accepts them at once).
    private func initialize(_ options: CommandLineOptions, root: String) throws -> Int32 {
        let path = root + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !options.isForced {
            throw UsageError(message: "\(Configuration.fileName) already exists; pass --force to overwrite it")
        }
        let describer = PackageDescriber(root: root)
        let targets = try options.packageDescriptionPath.map { try describer.targets(fromDescription: FilePaths.absolute($0, against: root)) }
            ?? describer.targets()
        let starter = StarterConfiguration(surveys: try PackageSurveyor(root: root).survey(targets))
        do {
            try Data(starter.json.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw FileError(path: Configuration.fileName, reason: "cannot be written: \(error.localizedDescription)")
        }
        let layerCount = Set(starter.guesses.compactMap(\.layer)).count
        environment.standardOutput("Wrote \(Configuration.fileName): \(starter.guesses.count) targets in \(layerCount) layers.\n" + starter.summary)
        let configuration = try ConfigurationLoader(root: root).load(explicitPath: nil)
        let inputs = try FileCollector(root: root, configuration: configuration).collect(Self.defaultPaths(in: root))
        guard !inputs.isEmpty else { return ExitCode.clean }
        let result = Linter(configuration: configuration, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount).lint(inputs)
        let report = LintReport(findings: result.findings, staleEntries: [], fileCount: result.fileCount, lineCount: result.lineCount, rules: [])
        if let baselinePath = options.writeBaselinePath {
            return try writeBaseline(result, to: baselinePath, root: root)
        }
        guard !result.findings.isEmpty else {
            environment.standardOutput("First run: no findings in \(result.fileCount) files.\n")
            return ExitCode.clean
        }
        environment.standardOutput("""
        First run: \(report.errorCount) errors, \(report.warningCount) warnings in \(result.fileCount) files (`guardrails --format summary` counts them by rule).
        Fix them, adjust the layers, or accept today's findings as a baseline and fail only on new ones:
          guardrails --write-baseline guardrails-baseline.json
          guardrails --baseline guardrails-baseline.json --strict-baseline

        """)
        return ExitCode.clean
    }

    private func lint(_ options: CommandLineOptions, root: String) throws -> Int32 {
        let started = Date()
        let configuration = try ConfigurationLoader(root: root).load(explicitPath: options.configPath)
        let baseline = try options.baselinePath.map { try loadBaseline($0, root: root) }
        let paths = options.paths.isEmpty ? Self.defaultPaths(in: root) : options.paths
        let inputs = try FileCollector(root: root, configuration: configuration).collect(paths)
        guard !inputs.isEmpty else {
            throw UsageError(message: "no Swift files to lint in \(paths.isEmpty ? "Sources/ or Tests/" : paths.joined(separator: ", ")); run in a package root or pass paths")
        }
        let profilesUseLayers = configuration.profiles.contains { configuration.catalog.profile(named: $0)?.layerKinds.isEmpty == false }
        if configuration.layers.isEmpty, options.configPath == nil, profilesUseLayers {
            environment.standardError("guardrails: note: no layers configured, so layer rules have nothing to check; run `guardrails init`\n")
        }
        if environment.isInteractive {
            environment.standardError("guardrails: linting \(inputs.count) files…\n")
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let result = Linter(configuration: configuration, jobs: jobs).lint(inputs)
        if let path = options.writeBaselinePath {
            return try writeBaseline(result, to: path, root: root)
        }
        var (findings, stale) = baseline?.apply(to: result.findings) ?? (result.findings, [])
        if options.usesAbsolutePaths { findings = findings.map { $0.placed(under: root) } }
        let report = LintReport(
            findings: findings, staleEntries: stale, fileCount: result.fileCount, lineCount: result.lineCount,
            rules: configuration.catalog.allRules.map { $0.description }, staleEntriesFail: options.isStrictBaseline,
            fileErrors: result.fileErrors, sourceRoot: root
        )
        try ReportOutput(path: options.outputPath.map { FilePaths.absolute($0, against: root) }, environment: environment)
            .write(report, as: options.format, jobs: jobs)
        for error in result.fileErrors {
            environment.standardError("guardrails: error: \(error.path): \(error.reason)\n")
        }
        let elapsed = String(format: "%.2f", Date().timeIntervalSince(started))
        environment.standardError(
            "guardrails: \(result.fileCount) files, \(result.lineCount) lines in \(elapsed) s: \(report.errorCount) errors, \(report.warningCount) warnings\(stale.isEmpty ? "" : ", \(stale.count) stale baseline entries")\n"
        )
        if !result.fileErrors.isEmpty { return ExitCode.failure }
        let fails = report.errorCount > 0 || (options.isStrict && report.warningCount > 0) || (options.isStrictBaseline && !stale.isEmpty)
        return fails ? ExitCode.findings : ExitCode.clean
    }

    private static func defaultPaths(in root: String) -> [String] {
        ["Sources", "Tests"].filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    /// `guardrails graph`: prints the module graph, or checks or redraws the one a Markdown file embeds.
    private func graph(_ options: CommandLineOptions, root: String) throws -> Int32 {
        let configuration = try ConfigurationLoader(root: root).load(explicitPath: options.configPath)
        let inputs = try FileCollector(root: root, configuration: configuration).collect(options.paths.isEmpty ? Self.defaultPaths(in: root) : options.paths)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let graph = try ModuleGraphReader(configuration: configuration, includesTests: options.graphIncludesTests).read(inputs, jobs: jobs)
        let broken = graph.edges.filter(\.breaksLayerRule).count
        if let path = options.graphCheckPath ?? options.graphWritePath {
            let document = GraphDocument(path: FilePaths.absolute(path, against: root), displayName: path)
            let block = GraphDocument.block(GraphFormat.mermaid.render(graph))
            if options.graphWritePath != nil {
                try document.write(block)
                environment.standardError("guardrails: drew \(graph.edges.count) imports between \(graph.groups.flatMap(\.modules).count) modules in \(path)\n")
                return ExitCode.clean
            }
            guard try document.embedded() == block else {
                environment.standardError("guardrails: error: \(path): the module graph is out of date; redraw it with `guardrails graph --write \(path)`\n")
                return ExitCode.findings
            }
            environment.standardError("guardrails: \(path): the module graph is current (\(broken) imports break a layer rule)\n")
            return ExitCode.clean
        }
        try ReportOutput(path: options.outputPath.map { FilePaths.absolute($0, against: root) }, environment: environment)
            .write(options.graphFormat.render(graph))
        return ExitCode.clean
    }

    private func loadBaseline(_ path: String, root: String) throws -> Baseline {
        let absolute = FilePaths.absolute(path, against: root)
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw FileError(path: path, reason: "baseline cannot be read; create it with --write-baseline")
        }
        do {
            return try Baseline.decode(data)
        } catch let error as ConfigurationError {
            throw FileError(path: error.location(in: path), reason: error.description)
        }
    }

    private func writeBaseline(_ result: LintResult, to path: String, root: String) throws -> Int32 {
        let absolute = FilePaths.absolute(path, against: root)
        do {
            try Baseline(findings: result.findings).encoded().write(to: URL(fileURLWithPath: absolute))
        } catch {
            throw FileError(path: path, reason: "cannot be written: \(error.localizedDescription)")
        }
        environment.standardError("guardrails: wrote \(result.findings.count) findings to \(path)\n")
        return result.fileErrors.isEmpty ? ExitCode.clean : ExitCode.failure
    }
}
