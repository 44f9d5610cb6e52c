import Foundation
import Synchronization

/// A package that depends on the kit by path: four targets, a test target, and code with one error and one warning.
/// Two copies serve every test (building the plugin's tool is the slow part); tests run one at a time. They live
/// under the kit's `.build` and keep their own build folders between runs, so the plugin's tool is compiled from
/// nothing once, not on every `swift test`; their sources are written afresh on every run, so the build-tool plugin
/// lints them again. A manifest is rewritten only when its text changed: a new one makes SwiftPM compile the plugins
/// again and link their tool.
struct ScratchPackage: Sendable {
    static let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// For the command plugin: no module applies the build-tool plugin. Where one does, every `swift package` run
    /// prepares the tool for both plugins, and SwiftPM links it twice each time although nothing changed (a warm
    /// `swift package guardrails` took 4 CPU-s instead of 2).
    static let commandPlugin = Result { try ScratchPackage(folder: "Shop", appliesBuildToolPlugin: false) }
    /// For the build-tool plugin, applied to the domain module.
    static let buildToolPlugin = Result { try ScratchPackage(folder: "ShopWithBuildToolPlugin", appliesBuildToolPlugin: true) }

    static let configuration = """
    {
      "layers": {
        "domain": {"kind": "domain", "modules": ["Orders"]},
        "store": {"kind": "feature", "modules": ["OrdersStore"], "mayImport": ["domain"]},
        "ui": {"kind": "ui", "modules": ["OrdersUI"], "mayImport": ["domain"]},
        "app": {"kind": "composition", "modules": ["OrdersApp"], "mayImport": ["domain", "store", "ui"]}
      }
    }
    """

    let root: URL

    private init(folder: String, appliesBuildToolPlugin: Bool) throws {
        root = Self.kitRoot.appendingPathComponent(".build/guardrails-plugin-e2e/\(folder)", isDirectory: true)
        try Self.removeAllButTheBuildFolderAndManifest(of: root)
        let plugins = appliesBuildToolPlugin ? #", plugins: [.plugin(name: "GuardrailsBuildToolPlugin", package: "\#(Self.kitRoot.lastPathComponent)")]"# : ""
        let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "\(Self.kitRoot.path)")],
            targets: [
                .target(name: "Orders"\(plugins)),
                .target(name: "OrdersStore", dependencies: ["Orders"]),
                .target(name: "OrdersUI", dependencies: ["Orders"]),
                .executableTarget(name: "OrdersApp", dependencies: ["Orders", "OrdersStore", "OrdersUI"]),
                .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
            ]
        )
        """
        if (try? read("Package.swift")) != manifest { try write(manifest, to: "Package.swift") }
        try write("""
        public struct Order: Hashable, Sendable {
            public let id: Int
            public init(id: Int) { self.id = id }
        }

        // guardrails:disable-next-line unchecked-sendable -- left over from an old cache
        public struct OrderNumber: Hashable, Sendable { public let value: Int }
        """, to: "Sources/Orders/Order.swift")
        try write("""
        import Foundation
        import Orders

        public func isOnMainThread() -> Bool { Thread.isMainThread }
        """, to: "Sources/OrdersStore/Threads.swift")
        try write("import Orders\n\npublic struct OrderRow { public let order: Order }\n", to: "Sources/OrdersUI/OrderRow.swift")
        try write("import Orders\nimport OrdersStore\nimport OrdersUI\n\nprint(OrderRow(order: Order(id: 1)), isOnMainThread())\n", to: "Sources/OrdersApp/main.swift")
        try write("""
        import Orders
        import Testing

        @Suite struct PlacingAnOrderTests {
            private func makeSUT() -> Order { Order(id: 1) }

            @Test func keepsItsNumber() { #expect(makeSUT().id == 1) }
        }
        """, to: "Tests/OrdersTests/PlacingAnOrderTests.swift")
        try write(Self.configuration, to: "guardrails.json")
    }

    private static func removeAllButTheBuildFolderAndManifest(of root: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: root.path) where ![".build", "Package.swift"].contains(name) {
            try fileManager.removeItem(at: root.appendingPathComponent(name))
        }
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Runs `swift <arguments>` in the package; a command still running after `timeout` is stopped and fails the test.
    /// Manifests are cached in the package's build folder: SwiftPM's shared cache, one database for every package on the
    /// machine, was missed now and then under other builds, and each miss compiles both manifests again.
    func swift(_ arguments: String..., timeout: Double = 900) async throws -> CommandOutput {
        let command = arguments.prefix(1) + ["--manifest-cache", "local"] + arguments.dropFirst()
        return try await run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + command, timeout: timeout)
    }

    /// Runs the `guardrails` executable built beside this test bundle in the package, as CI would run it without
    /// SwiftPM: it reads the same manifest the plugin hands over, at a fraction of the cost of a `swift package` run.
    func guardrails(_ arguments: String...) async throws -> CommandOutput {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("guardrails")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw GuardrailsNotBuilt(path: binary.path) }
        return try await run(binary, arguments, timeout: 300)
    }

    /// Output goes to files, which cannot fill up and stall the command the way an unread pipe would, and the exit is
    /// awaited, so a test waiting for SwiftPM holds no thread of the shared pool that every other suite needs.
    private func run(_ executable: URL, _ arguments: [String], timeout: Double) async throws -> CommandOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardInput = FileHandle.nullDevice
        let out = root.deletingLastPathComponent().appendingPathComponent("out-\(UUID().uuidString)")
        let err = root.deletingLastPathComponent().appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let stopped = Mutex(false)
        let status: Int32 = try await withCheckedThrowingContinuation { exited in
            process.terminationHandler = { exited.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                exited.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                guard process.isRunning else { return }
                stopped.withLock { $0 = true }
                process.terminate()
            }
        }
        if stopped.withLock({ $0 }) {
            throw CommandTimedOut(command: [executable.lastPathComponent] + arguments, seconds: timeout)
        }
        return CommandOutput(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }
}
