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
                return try initialize(force: options.isForced)
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

    private func initialize(force: Bool) throws -> Int32 {
        let path = environment.currentDirectory + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            throw UsageError(message: "\(Configuration.fileName) already exists; pass --force to overwrite it")
        }
        let targets = try PackageDescriber(root: environment.currentDirectory).targets()
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
        let configuration = try ConfigurationLoader(root: root).load(explicitPath: options.configPath)
        let baseline = try options.baselinePath.map(loadBaseline)
        let paths = options.paths.isEmpty
            ? ["Sources", "Tests"].filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
            : options.paths
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
        let linter = Linter(configuration: configuration, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let result = linter.lint(inputs)
        if let path = options.writeBaselinePath {
            return try writeBaseline(result, to: path)
        }
        let (findings, stale) = baseline?.apply(to: result.findings) ?? (result.findings, [])
        let report = LintReport(
            findings: findings, staleEntries: stale, fileCount: result.fileCount, lineCount: result.lineCount,
            rules: configuration.catalog.allRules.map { $0.description }
        )
        environment.standardOutput(options.format.render(report))
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
