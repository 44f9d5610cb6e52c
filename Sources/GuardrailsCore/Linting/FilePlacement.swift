/// Where `FilePlacer` put a file: its target, whether that is a test target, and its layer.
struct FilePlacement: Sendable {
    let module: String?
    let isTest: Bool
    let layer: Layer?

    /// A test target's file, or one of a layer only tests may import (see `LintFile.isTestCode`).
    var isTestCode: Bool { isTest || layer?.isTestSupport == true }
}
