import Foundation

/// A generated package the runner builds and tests with the toolchain's `swift`.
struct SwiftPackage {
    let directory: URL
    /// SwiftPM's build folder; shared between runs (and workspaces) it keeps the kit compiled.
    let buildPath: URL?

    func build() throws(KataError) -> ProcessOutput {
        try ChildProcess.run(["swift", "build", "--build-tests"] + buildPathArguments, in: directory)
    }

    func test(filter: String? = nil) throws(KataError) -> ProcessOutput {
        let filterArguments = filter.map { ["--filter", $0] } ?? []
        return try ChildProcess.run(["swift", "test", "--skip-build", "--disable-xctest"] + buildPathArguments + filterArguments, in: directory)
    }

    private var buildPathArguments: [String] {
        buildPath.map { ["--scratch-path", $0.path] } ?? []
    }
}
