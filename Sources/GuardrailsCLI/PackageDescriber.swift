import Foundation
import GuardrailsCore
import GuardrailsRules

/// Asks SwiftPM for a package's targets (`swift package describe --type json`), for `--manifest describe`:
/// describing a package evaluates its manifest, so this is the only mode that runs package code.
struct PackageDescriber {
    let root: String

    func manifest() throws -> Manifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("guardrails-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "describe", "--type", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: scratch.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: scratch)
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw FileError(path: manifestPath, reason: "could not run `swift package describe`: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let described = Self.manifest(fromDescription: data) else {
            let message = (try? String(contentsOf: scratch, encoding: .utf8))?
                .split(separator: "\n").last.map { ": \($0)" } ?? ""
            throw FileError(path: manifestPath, reason: "`swift package describe --type json` failed\(message)")
        }
        return Self.placing(described, asWrittenIn: Manifest.read([UInt8](FileManager.default.contents(atPath: manifestPath) ?? Data())))
    }

    /// SwiftPM's targets with the lines the manifest's text gives them, so findings about a dependency
    /// point at the line that declares it whichever mode read the manifest.
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
        return Manifest(toolsVersion: described.toolsVersion, targets: targets, products: described.products, localPackagePaths: read.localPackagePaths)
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
                (product["name"] as? String).map { ManifestProduct(name: $0, targets: product["targets"] as? [String] ?? []) }
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
