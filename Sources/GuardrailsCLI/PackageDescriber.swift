import Foundation
import GuardrailsCore
import GuardrailsRules
import Synchronization

/// Asks SwiftPM for a package's targets (`swift package describe --type json`), for `--manifest describe`:
/// describing a package evaluates its manifest, so this is the only mode that runs package code. It never
/// waits for ever: a SwiftPM that waits for the build folder's lock (held by an outer `swift package`) is
/// stopped and named, and so is one that takes longer than `timeout`. A description the command plugin
/// wrote from SwiftPM's own package model is read the same way, without running anything.
struct PackageDescriber {
    static let timeout: TimeInterval = 120
    static let lockWait = "Another instance of SwiftPM"

    let root: String

    func manifest() throws -> Manifest {
        guard let described = Self.manifest(fromDescription: try describe()) else {
            throw FileError(path: manifestPath, reason: "`swift package describe --type json` printed no package description")
        }
        return placingAsWritten(described)
    }

    /// The targets of a description file, as the command plugin writes it.
    func manifest(fromDescriptionAt path: String) throws -> Manifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(path: path, reason: "package description cannot be read")
        }
        guard let described = Self.manifest(fromDescription: data) else {
            throw FileError(path: path, reason: "not a package description: no \"targets\" array")
        }
        return placingAsWritten(described)
    }

    private func placingAsWritten(_ described: Manifest) -> Manifest {
        Self.placing(described, asWrittenIn: Manifest.read([UInt8](FileManager.default.contents(atPath: manifestPath) ?? Data())))
    }

    /// SwiftPM's description of the package, or an error naming why there is none.
    private func describe() throws -> Data {
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
            throw FileError(path: manifestPath, reason: "could not run `swift package describe`: \(error.localizedDescription)")
        }
        let described = Self.collect(output.fileHandleForReading)
        let complaints = Self.collect(errors.fileHandleForReading) { text in
            // SwiftPM waits for ever for a build folder another SwiftPM holds; waiting cannot end well here.
            if text.contains(Self.lockWait) { process.terminate() }
        }
        if finished.wait(timeout: .now() + Self.timeout) == .timedOut {
            process.terminate()
            finished.wait()
        }
        let stderr = String(decoding: complaints.wait(), as: UTF8.self)
        if stderr.contains(Self.lockWait) {
            throw FileError(
                path: manifestPath,
                reason: "`swift package describe` waits for the build folder another SwiftPM holds; under `swift package guardrails`, the plugin describes the package itself"
            )
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let reason = stderr.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "; ")
            throw FileError(
                path: manifestPath,
                reason: "`swift package describe --type json` failed: " + (reason.isEmpty ? "status \(process.terminationStatus)" : reason)
            )
        }
        return described.wait()
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

    /// SwiftPM's targets with the lines the manifest's text gives them, so findings about a dependency
    /// point at the line that declares it whichever mode read the manifest; the platforms are the text's too.
    static func placing(_ described: Manifest, asWrittenIn read: Manifest) -> Manifest {
        let written = Dictionary(read.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let targets = described.targets.map { target -> ManifestTarget in
            guard let text = written[target.name] else { return target }
            let dependencies = target.dependencies.map { dependency in
                text.dependencies.first { $0.name == dependency.name }.map {
                    TargetDependency(name: dependency.name, kind: dependency.kind, isConditional: $0.isConditional, line: $0.line, column: $0.column)
                } ?? dependency
            }
            return ManifestTarget(
                name: target.name, kind: target.kind, path: target.path, sources: target.sources, exclude: target.exclude,
                resources: target.resources, dependencies: dependencies, dependenciesAreComplete: target.dependenciesAreComplete, line: text.line
            )
        }
        return Manifest(
            toolsVersion: described.toolsVersion, targets: targets, products: described.products, localPackages: read.localPackages,
            platforms: read.platforms
        )
    }

    private var manifestPath: String { root + "/Package.swift" }

    /// The targets of a package description: each with its folder and the exact files SwiftPM compiles.
    static func manifest(fromDescription data: Data) -> Manifest? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = object["targets"] as? [[String: Any]] else { return nil }
        let version = (object["tools_version"] as? String)?.split(separator: ".").compactMap { Int($0) } ?? []
        return Manifest(
            toolsVersion: version.count >= 2 ? (version[0], version[1]) : nil,
            targets: targets.compactMap(target),
            products: (object["products"] as? [[String: Any]] ?? []).compactMap { product in
                (product["name"] as? String).map {
                    ManifestProduct(name: $0, targets: product["targets"] as? [String] ?? [], isLibrary: (product["type"] as? [String: Any])?["library"] != nil)
                }
            }
        )
    }

    private static func target(_ entry: [String: Any]) -> ManifestTarget? {
        guard let name = entry["name"] as? String, let type = entry["type"] as? String else { return nil }
        let kinds: [String: TargetKind] = [
            "library": .regular, "executable": .executable, "snippet": .executable, "test": .test, "macro": .macro,
            "plugin": .plugin, "system-target": .systemLibrary, "binary": .binary,
        ]
        let dependencies = (entry["target_dependencies"] as? [String] ?? []).map { TargetDependency(name: $0, kind: .target) }
            + (entry["product_dependencies"] as? [String] ?? []).map { TargetDependency(name: $0, kind: .product(package: "")) }
        return ManifestTarget(
            name: name, kind: kinds[type] ?? .regular, path: entry["path"] as? String,
            sources: entry["sources"] as? [String], dependencies: dependencies
        )
    }
}
