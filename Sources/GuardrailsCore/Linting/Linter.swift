import Foundation
import Synchronization

/// Runs the rules over a set of files in two parallel passes: parse every file and keep only what the package
/// index needs, then parse each file again and check it against the index. Only the index lives across the
/// passes, so memory grows with the package's declarations, not with its source. Findings come back sorted,
/// whatever the parallelism.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let jobs: Int

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    public func lint(_ inputs: [LintInput]) -> LintResult {
        let placer = FilePlacer(configuration: configuration)
        let first = indexPass(inputs, placer: placer)
        let checker = FileChecker(configuration: configuration, index: first.index)
        // Findings go straight into one list as files are checked, so no file's list outlives its check.
        let collected = Mutex<[Finding]>([])
        let unreadable = ParallelMap.map(count: first.readable.count, jobs: jobs) { offset -> FileError? in
            let input = inputs[first.readable[offset]]
            switch Self.read(input) {
            case .success(let bytes):
                let lexed = Lexer.lex(bytes)
                let file = placer.place(input.path, model: SourceModelBuilder.build(lexed), tokens: checker.readsTokens ? lexed.tokens : [])
                let found = checker.check(file, bytes: bytes)
                if !found.isEmpty { collected.withLock { $0 += found } }
                return nil
            case .failure(let error):
                return error
            }
        }
        var findings = collected.withLock { findings in
            defer { findings = [] }
            return findings
        }
        findings.sort()
        let errors = first.errors + unreadable.compactMap { $0 }
        return LintResult(
            findings: findings, fileErrors: errors.sorted { $0.path < $1.path },
            fileCount: first.readable.count, lineCount: first.lineCount
        )
    }

    /// The first pass: every file parsed, only its index entry kept.
    private func indexPass(_ inputs: [LintInput], placer: FilePlacer) -> (index: PackageIndex, readable: [Int], errors: [FileError], lineCount: Int) {
        let builder = IndexBuilder(expectedFiles: inputs.count)
        let errors = ParallelMap.map(count: inputs.count, jobs: jobs) { offset -> FileError? in
            switch Self.read(inputs[offset]) {
            case .success(let bytes):
                builder.add(IndexedFile(placer.place(inputs[offset].path, model: SourceModel.parse(bytes))), at: offset)
                return nil
            case .failure(let error):
                builder.add(nil, at: offset)
                return error
            }
        }
        let (index, lineCount) = builder.finish()
        return (index, errors.indices.filter { errors[$0] == nil }, errors.compactMap { $0 }, lineCount)
    }

    private static func read(_ input: LintInput) -> Result<[UInt8], FileError> {
        if case .text(let text) = input.source { return .success(Array(text.utf8)) }
        let absolutePath = input.absolutePath ?? input.path
        guard let data = FileManager.default.contents(atPath: absolutePath) else {
            return .failure(FileError(path: input.path, reason: Self.readFailure(absolutePath)))
        }
        return .success([UInt8](data))
    }

    private static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return "cannot be read: it does not exist or is a broken or looping symbolic link"
        }
        return isDirectory.boolValue ? "is a directory, not a file" : "cannot be read: permission denied or I/O error"
    }
}
