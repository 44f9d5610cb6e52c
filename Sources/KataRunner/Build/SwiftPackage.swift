import Foundation

/// A generated package the runner builds and tests with the toolchain's `swift`.
struct SwiftPackage {
    let directory: URL
    /// The package's name in its manifest, which names its test product.
    let name: String
    /// SwiftPM's build folder; shared between runs (and workspaces) it keeps the kit compiled.
    let buildPath: URL?
    /// Files and folders outside `directory` the build reads (the kit's sources). When given, a build whose inputs are
    /// those of the last successful build is skipped: its test product is already up to date.
    var inputsOutside: [URL]? = nil

    func build() throws(KataError) -> ProcessOutput {
        guard let inputsOutside else { return try buildWithSwiftPM() }
        let record = buildFolder.appendingPathComponent("kata-build-inputs")
        // Summed up before the build: a file saved while SwiftPM runs is newer than the sum, so the next check builds.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let inputs = BuildInputs(roots: [directory] + inputsOutside + Self.toolchain(onPath: path), settings: [buildFolder.path, path]).fingerprint
        if FileManager.default.fileExists(atPath: testProduct.path), (try? String(contentsOf: record, encoding: .utf8)) == inputs {
            return ProcessOutput(status: 0, text: "")
        }
        try? FileManager.default.removeItem(at: record)
        let build = try buildWithSwiftPM()
        if build.succeeded { try? Data(inputs.utf8).write(to: record) }
        return build
    }

    /// The compiler driver that `swift` on `path` leads to: a toolchain installed over the old one changes it.
    private static func toolchain(onPath path: String) -> [URL] {
        path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift").resolvingSymlinksInPath() }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            .map { [$0] } ?? []
    }

    private func buildWithSwiftPM() throws(KataError) -> ProcessOutput {
        try ChildProcess.run(["swift", "build", "--build-tests"] + buildPathArguments, in: directory)
    }

    /// Runs the Swift Testing tests of the last build. The test product SwiftPM built is run directly when it is an
    /// executable (Linux), exactly as `swift test --skip-build` runs it, which saves SwiftPM loading the package
    /// graph again: most of a re-check's time.
    func test(filter: String? = nil) throws(KataError) -> ProcessOutput {
        let filterArguments = filter.map { ["--filter", $0] } ?? []
        if FileManager.default.isExecutableFile(atPath: testProduct.path) {
            // `swift test` turns colors off the same way when its output is not a terminal. A crash in the learner's
            // code is shown by its message: the runtime's backtracer would bury it under frames, and symbolicating
            // them can take minutes on a busy machine while the check waits.
            return try ChildProcess.run(
                ["NO_COLOR=1", "SWIFT_BACKTRACE=enable=no", testProduct.path, "--testing-library", "swift-testing"] + filterArguments, in: directory
            )
        }
        return try ChildProcess.run(["SWIFT_BACKTRACE=enable=no", "swift", "test", "--skip-build", "--disable-xctest"] + buildPathArguments + filterArguments, in: directory)
    }

    private var buildFolder: URL { buildPath ?? directory.appendingPathComponent(".build", isDirectory: true) }

    private var testProduct: URL { buildFolder.appendingPathComponent("debug/\(name)PackageTests.xctest") }

    /// The build folder, and the manifests' evaluations kept in it: SwiftPM's shared cache (one database for every
    /// package of the user) was missed now and then under other builds, and each miss compiles both manifests again,
    /// seconds of CPU on a check that has nothing else to build.
    private var buildPathArguments: [String] {
        (buildPath.map { ["--scratch-path", $0.path] } ?? []) + ["--manifest-cache", "local"]
    }
}
