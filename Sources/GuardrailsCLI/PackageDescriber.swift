import Foundation
import GuardrailsCore
import GuardrailsRules
import Synchronization

/// The package's targets for `init`: read from a description file the command plugin writes from SwiftPM's own
/// package model, or asked of SwiftPM (`swift package describe --type json`), which evaluates the manifest.
/// Linting never executes package code; only `init` run from a terminal does, and never waits for ever: a
/// SwiftPM that waits for the build folder's lock (held by an outer `swift package`) is stopped and named.
struct PackageDescriber {
    static let timeout: TimeInterval = 120

    let root: String

    func targets(fromDescription path: String) throws -> [PackageTarget] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(path: path, reason: "package description cannot be read")
        }
        return try Self.targets(in: data, source: path)
    }

    func targets() throws -> [PackageTarget] {
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw FileError(path: "Package.swift", reason: "not found in \(root); run `guardrails init` in a package's root directory")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "describe", "--type", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw FileError(path: "Package.swift", reason: "could not run `swift package describe`: \(error.localizedDescription)")
        }
        let described = Self.collect(output.fileHandleForReading)
        let complaints = Self.collect(errors.fileHandleForReading) { text in
            // SwiftPM waits for ever for a build folder another SwiftPM holds; waiting cannot end well here.
            if text.contains("Another instance of SwiftPM") { process.terminate() }
        }
        if finished.wait(timeout: .now() + Self.timeout) == .timedOut {
            process.terminate()
            finished.wait()
        }
        let stderr = String(decoding: complaints.wait(), as: UTF8.self)
        if stderr.contains("Another instance of SwiftPM") {
            throw FileError(
                path: "Package.swift",
                reason: "`swift package describe` waits for the build folder another SwiftPM holds; under `swift package guardrails`, the plugin describes the package itself"
            )
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let reason = stderr.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "; ")
            throw FileError(
                path: "Package.swift",
                reason: "`swift package describe --type json` failed: " + (reason.isEmpty ? "status \(process.terminationStatus)" : reason)
            )
        }
        return try Self.targets(in: described.wait(), source: "swift package describe")
    }

    /// The targets in a description: `{"targets": [{"name", "type", "path", "target_dependencies"}]}`.
    static func targets(in data: Data, source: String) throws -> [PackageTarget] {
        let document: JSONDocument
        do {
            document = try StrictJSONReader.read([UInt8](data))
        } catch {
            throw FileError(path: "\(source):\(error.position)", reason: "not a package description: \(error.message)")
        }
        guard case .array(let targets) = document.root["targets"] else {
            throw FileError(path: source, reason: "not a package description: no \"targets\" array")
        }
        return targets.compactMap { target in
            guard case .string(let name) = target["name"], case .string(let type) = target["type"], case .string(let path) = target["path"] else { return nil }
            var dependencies: [String] = []
            if case .array(let names) = target["target_dependencies"] {
                dependencies = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            }
            return PackageTarget(name: name, type: type, path: path, dependencies: dependencies)
        }
    }

    /// Reads a pipe to its end on another thread; `inspect` sees the text read so far after each chunk.
    private static func collect(_ handle: FileHandle, inspect: @escaping @Sendable (String) -> Void = { _ in }) -> PipeContents {
        let contents = PipeContents()
        DispatchQueue.global().async {
            while case let chunk = handle.availableData, !chunk.isEmpty {
                inspect(String(decoding: contents.append(chunk), as: UTF8.self))
            }
            contents.finish()
        }
        return contents
    }
}
