import Foundation

/// A generated package the runner builds and tests with the toolchain's `swift`.
struct SwiftPackage {
    let directory: URL
    /// The package's name in its manifest, which names its test product.
    let name: String
    /// SwiftPM's build folder; shared between runs (and workspaces) it keeps the kit compiled.
    let buildPath: URL?

    func build() throws(KataError) -> ProcessOutput {
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

    private var testProduct: URL {
        (buildPath ?? directory.appendingPathComponent(".build", isDirectory: true))
            .appendingPathComponent("debug/\(name)PackageTests.xctest")
    }

    private var buildPathArguments: [String] {
        buildPath.map { ["--scratch-path", $0.path] } ?? []
    }
}
