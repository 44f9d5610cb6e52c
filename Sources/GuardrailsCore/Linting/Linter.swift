import Foundation

/// Runs the rules over a package's files in two parallel phases: parse every file and build the
/// package index, then check every reported file against the index. Findings come back sorted,
/// whatever the parallelism.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let jobs: Int

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Lints `inputs` as the files of `package`; without a package model, files are placed in the
    /// configured target folders, then by folder convention. Files read from disk are parsed through
    /// `cache` when one is given, so packages linted in one run share what they both index.
    public func lint(_ inputs: [LintInput], in package: PackageModel? = nil, cache: SourceModelCache? = nil) -> LintResult {
        let model = package ?? PackageModel(configured: configuration.targets)
        let configuration = configuration
        let parsed = ParallelMap.map(count: inputs.count, jobs: jobs) { offset in
            Self.parse(inputs[offset], model: model, configuration: configuration, cache: cache)
        }
        let files = parsed.compactMap { try? $0.get() }
        let errors = parsed.compactMap { result -> FileError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        let index = PackageIndex(files: files.map(\.file), package: model)
        let checker = FileChecker(configuration: configuration, index: index)
        let reported = files.filter(\.input.isReported)
        let findings = ParallelMap.map(count: reported.count, jobs: jobs) { offset in checker.check(reported[offset]) }
        return LintResult(
            findings: findings.flatMap { $0 }.sorted(),
            fileErrors: errors.sorted { $0.path < $1.path },
            fileCount: reported.count,
            lineCount: reported.reduce(0) { $0 + $1.file.model.lineCount }
        )
    }

    private static func parse(_ input: LintInput, model: PackageModel, configuration: Configuration, cache: SourceModelCache?) -> Result<ParsedFile, FileError> {
        let sourceModel: SourceModel
        switch input.source {
        case .text(let text):
            sourceModel = SourceModel.parse(Array(text.utf8))
        case .file(let absolutePath):
            let read = { FileManager.default.contents(atPath: absolutePath).map { [UInt8]($0) } }
            guard let parsed = cache.map({ $0.model(at: absolutePath, parsing: read) }) ?? read().map(SourceModel.parse) else {
                return .failure(FileError(path: input.displayPath, reason: Self.readFailure(absolutePath)))
            }
            sourceModel = parsed
        }
        var module: String?
        var isTest = false
        if case .module(let name, let test) = input.placement ?? model.placement(of: input.path) {
            module = name
            isTest = test
        }
        let file = LintFile(
            path: input.path, module: module, isTest: isTest,
            layer: module.flatMap { layer(of: $0, isTest: isTest, model: model, configuration: configuration) },
            model: sourceModel
        )
        return .success(ParsedFile(file: file, input: input))
    }

    /// A module's layer; a test target no layer lists takes the layer of its subject: `X` for `XTests`,
    /// else the first target it depends on that has one.
    static func layer(of module: String, isTest: Bool, model: PackageModel, configuration: Configuration) -> Layer? {
        if let layer = configuration.layer(ofModule: module, isTest: isTest) { return layer }
        guard isTest else { return nil }
        for dependency in model.target(named: module)?.dependencies ?? [] where dependency.mayNameLocalTarget {
            if let layer = configuration.layer(ofModule: dependency.name), !layer.isTestSupport { return layer }
        }
        return nil
    }

    private static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return "cannot be read: it does not exist or is a broken or looping symbolic link"
        }
        return isDirectory.boolValue ? "is a directory, not a file" : "cannot be read: permission denied or I/O error"
    }
}
