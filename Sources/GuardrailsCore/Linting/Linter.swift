import Foundation

/// Runs the rules over a set of files in two parallel phases: parse every file and build the package
/// index, then check every file against the index. Findings come back sorted, whatever the parallelism.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let jobs: Int

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    public func lint(_ inputs: [LintInput]) -> LintResult {
        let resolver = ModuleResolver(targets: configuration.targets)
        let configuration = configuration
        let parsed = ParallelMap.map(count: inputs.count, jobs: jobs) { offset in
            Self.parse(inputs[offset], resolver: resolver, configuration: configuration)
        }
        let files = parsed.compactMap { try? $0.get() }
        let errors = parsed.compactMap { result -> FileError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        let index = PackageIndex(files: files.map(\.file))
        let checker = FileChecker(configuration: configuration, index: index)
        let findings = ParallelMap.map(count: files.count, jobs: jobs) { offset in checker.check(files[offset]) }
        return LintResult(
            findings: findings.flatMap { $0 }.sorted(),
            fileErrors: errors.sorted { $0.path < $1.path },
            fileCount: files.count,
            lineCount: files.reduce(0) { $0 + $1.file.model.lineCount }
        )
    }

    private static func parse(_ input: LintInput, resolver: ModuleResolver, configuration: Configuration) -> Result<ParsedFile, FileError> {
        let bytes: [UInt8]
        switch input.source {
        case .text(let text):
            bytes = Array(text.utf8)
        case .file(let absolutePath):
            guard let data = FileManager.default.contents(atPath: absolutePath) else {
                return .failure(FileError(path: input.path, reason: Self.readFailure(absolutePath)))
            }
            bytes = [UInt8](data)
        }
        let placement = resolver.resolve(input.path)
        let file = LintFile(
            path: input.path, module: placement?.module, isTest: placement?.isTest ?? false,
            layer: placement.flatMap { configuration.layer(ofModule: $0.module, isTest: $0.isTest) },
            model: SourceModel.parse(bytes)
        )
        return .success(ParsedFile(file: file, source: input.source))
    }

    private static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return "cannot be read: it does not exist or is a broken or looping symbolic link"
        }
        return isDirectory.boolValue ? "is a directory, not a file" : "cannot be read: permission denied or I/O error"
    }
}
