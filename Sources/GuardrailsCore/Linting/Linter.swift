import Foundation
import Synchronization

/// Runs the rules over a package's files in two parallel passes: parse every file and keep only what the
/// package index needs, then parse each reported file again and check it against the index. Only the index
/// lives across the passes, so memory grows with the package's declarations, not with its source. Findings
/// come back sorted, whatever the parallelism.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let jobs: Int

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Lints `inputs` as the files of `package`; without a package model, files are placed in the
    /// configured target folders, then by folder convention. The first pass reads files through `cache`
    /// when one is given, so packages linted in one run share what they both index.
    public func lint(_ inputs: [LintInput], in package: PackageModel? = nil, cache: FileSummaryCache? = nil) -> LintResult {
        let placer = FilePlacer(package: package ?? PackageModel(configured: configuration.targets), configuration: configuration)
        let first = indexPass(inputs, placer: placer, cache: cache)
        let checker = FileChecker(configuration: configuration, index: first.index)
        let reported = first.readable.filter { inputs[$0].isReported }
        // Findings go straight into one list as files are checked, so no file's list outlives its check.
        let collected = Mutex<[Finding]>([])
        let checked = ParallelMap.map(count: reported.count, jobs: jobs) { offset -> Result<Int, FileError> in
            let input = inputs[reported[offset]]
            return Self.read(input).map { bytes in
                let lexed = Lexer.lex(bytes)
                let file = placer.place(input, at: first.placements[reported[offset]], model: SourceModelBuilder.build(lexed))
                // A generated file is indexed (its declarations are the module's), but findings in it are not actionable.
                let found = GeneratedFile.isGenerated(bytes, path: input.path) ? [] : checker.check(file, tokens: lexed.tokens, bytes: bytes, displayPath: input.displayPath)
                if !found.isEmpty { collected.withLock { $0 += found } }
                return file.model.lineCount
            }
        }
        var findings = collected.withLock { findings in
            defer { findings = [] }
            return findings
        }
        findings.sort()
        var errors = first.errors
        var lineCount = 0
        for result in checked {
            switch result {
            case .success(let lines): lineCount += lines
            case .failure(let error): errors.append(error)
            }
        }
        return LintResult(
            findings: findings, fileErrors: errors.sorted { $0.path < $1.path },
            fileCount: checked.count { (try? $0.get()) != nil }, lineCount: lineCount
        )
    }

    /// The first pass: every file summarized for the index, in input order, and placed in its target (which the
    /// second pass reuses rather than looking it up again); nothing else of it is kept.
    private func indexPass(
        _ inputs: [LintInput], placer: FilePlacer, cache: FileSummaryCache?
    ) -> (index: PackageIndex, readable: [Int], placements: [FilePlacement], errors: [FileError]) {
        // Files of the package's users go to an index of their own, numbered apart so each builder gets every offset.
        var numbering: [Int] = []
        var clientCount = 0
        for input in inputs {
            numbering.append(input.isClientCode ? clientCount : numbering.count - clientCount)
            if input.isClientCode { clientCount += 1 }
        }
        let slots = numbering
        let builder = IndexBuilder(package: placer.package, expectedFiles: inputs.count - clientCount)
        let clientBuilder = IndexBuilder(package: PackageModel(configured: []), expectedFiles: clientCount)
        let results = ParallelMap.map(count: inputs.count, jobs: jobs) { offset -> (FilePlacement, FileError?, Bool) in
            let input = inputs[offset]
            let builder = input.isClientCode ? clientBuilder : builder
            let offset = slots[offset]
            let placed = placer.placement(of: input)
            let read = { try? Self.read(input).get() }
            let summary = input.absolutePath.flatMap { path in cache?.summary(at: path, parsing: read) } ?? read().map { FileSummary(parsing: $0) }
            guard let summary else {
                builder.add(nil, at: offset)
                return (placed, Self.failure(input), false)
            }
            // A build manifest of another tool (Tuist's) is compiled by no target: neither indexed nor checked.
            guard !PackagePath.isBuildManifest(importing: summary.importedModules) else {
                builder.add(nil, at: offset)
                return (placed, nil, false)
            }
            let placement = placer.placement(placed, importing: summary.importedModules)
            builder.add(IndexedFile(
                path: input.path, module: placement.module, isTest: placement.isTest, isTestCode: placement.isTestCode, summary: summary,
                testSource: input.source
            ), at: offset)
            return (placement, nil, true)
        }
        var index = builder.finish()
        if clientCount > 0 { index.attachClients(clientBuilder.finish()) }
        // A user's file that cannot be read only leaves the clients' part without it: the package's own report stays whole.
        let errors = results.indices.compactMap { inputs[$0].isClientCode ? nil : results[$0].1 }
        return (index, results.indices.filter { results[$0].2 }, results.map(\.0), errors)
    }

    private static func read(_ input: LintInput) -> Result<[UInt8], FileError> {
        if case .text(let text) = input.source { return .success(Array(text.utf8)) }
        guard let bytes = SourceFileReader.bytes(atPath: input.absolutePath ?? input.path) else { return .failure(failure(input)) }
        return .success(bytes)
    }

    private static func failure(_ input: LintInput) -> FileError {
        let path = input.absolutePath ?? input.path
        var isDirectory: ObjCBool = false
        let reason = if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            "cannot be read: it does not exist or is a broken or looping symbolic link"
        } else if isDirectory.boolValue {
            "is a directory, not a file"
        } else {
            "cannot be read: permission denied or I/O error"
        }
        return FileError(path: input.displayPath, reason: reason)
    }
}
