import Foundation
import KataRunner

/// A throwaway kit on disk with one two-step kata (`01-demo`, module `Demo`), and a workspace folder next to it.
struct KitFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-fixture-\(UUID().uuidString)", isDirectory: true)
        try write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try write("public struct Demo {}\n", to: "Sources/Demo/Demo.swift")
        try write("# Demo\n", to: "Katas/01-demo/README.md")
        try write("public struct Demo { public init() {} }\n", to: "Katas/01-demo/Starter/Demo.swift")
        try write("import Testing\n@Suite struct DemoTests { @Test func one() {} }\n", to: "Katas/01-demo/Steps/DemoTests.swift")
        try write("import Testing\nextension DemoTests { @Test func two() {} }\n", to: "Katas/01-demo/Steps/DemoTests+Two.swift")
        try write(Self.manifest, to: "Katas/01-demo/kata.json")
    }

    static let manifest = """
    {"title": "Demo", "module": "Demo", "summary": "A kata for tests.", "steps": [
      {"id": "one", "title": "First", "test": "Steps/DemoTests.swift", "hints": ["Hint A", "Hint B"]},
      {"id": "two", "title": "Second", "test": "Steps/DemoTests+Two.swift", "hints": ["Hint C"]}
    ]}
    """

    /// Adds `02-later`, listed but waiting for the linter.
    func addPlannedKata() throws {
        try write(#"{"title": "Later", "module": "Later", "summary": "Soon.", "planned": "waits for the linter"}"#, to: "Katas/02-later/kata.json")
        try write("# Later\n", to: "Katas/02-later/README.md")
    }

    var workspace: URL { root.appendingPathComponent("workspace", isDirectory: true) }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func write(_ text: String, to path: String) throws {
        let file = url(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    /// Runs `kata` with this kit and workspace, as if from the kit's folder.
    @discardableResult
    func run(_ arguments: [String], on recorder: ConsoleRecorder = ConsoleRecorder(), invocation: String = "kata") -> ExitCode {
        KataRunner.run(
            arguments + ["--kit", root.path, "--workspace", workspace.path],
            console: recorder.console(invocation: invocation),
            currentDirectory: root
        )
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension KitFixture {
    /// Runs `kata` from `folder` (relative to the kit fixture's root) without `--workspace`, so the runner finds the
    /// workspace itself, as a learner who types `kata check` in some folder.
    @discardableResult
    func run(_ arguments: [String], from folder: String, on recorder: ConsoleRecorder = ConsoleRecorder()) throws -> ExitCode {
        let directory = url(folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return KataRunner.run(arguments + ["--kit", root.path], console: recorder.console(), currentDirectory: directory)
    }
}

extension KitFixture {
    /// Adds `02-guard`, an architecture kata over two kit modules, `Core` (domain) and `Feature` (which may import
    /// it), with `import Feature` planted in Core; the kit's guardrails.json holds their layers.
    func addArchitectureKata() throws {
        try write("public struct Core { public init() {} }\n", to: "Sources/Core/Core.swift")
        try write("import Core\n\npublic struct Feature { public let core: Core }\n", to: "Sources/Feature/Feature.swift")
        try write(Self.kitLayers, to: "guardrails.json")
        try write("# Guard\n\n## The API the tests use\n- guardrails.json.\n", to: "Katas/02-guard/README.md")
        try write(#"{"profiles": ["clean-architecture"], "layers": {"domain": {"kind": "domain", "modules": ["Core"]}}}"#, to: "Katas/02-guard/Starter/guardrails.json")
        try write(#"""
        {"title": "Guard", "summary": "Layers for two modules.", "architecture": {
          "modules": ["Core", "Feature"], "tests": [],
          "violations": [{"file": "Sources/Core/Core.swift", "find": "public struct Core", "replace": "import Feature\n\npublic struct Core"}]
        }, "steps": [
          {"id": "layers", "title": "Layers", "check": "layers", "hints": ["Feature is a feature."]},
          {"id": "imports", "title": "Imports", "check": "layer-dependency", "hints": ["Remove it."]}
        ]}
        """#, to: "Katas/02-guard/kata.json")
    }

    static let kitLayers = #"""
    {"profiles": ["clean-architecture"], "layers": {
      "domain": {"kind": "domain", "modules": ["Core"]},
      "feature": {"kind": "feature", "modules": ["Feature"], "mayImport": ["domain"]},
      "ui": {"kind": "ui", "modules": ["Screens"], "mayImport": ["feature"]}
    }}
    """#
}
