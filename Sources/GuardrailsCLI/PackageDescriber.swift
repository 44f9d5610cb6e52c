import Foundation
import GuardrailsCore
import GuardrailsRules

/// Asks SwiftPM for the package's targets (`swift package describe --type json`); used by `init` only,
/// because describing a package evaluates its manifest, and linting never executes package code.
struct PackageDescriber {
    let root: String

    func targets() throws -> [PackageTarget] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "describe", "--type", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw FileError(path: "Package.swift", reason: "could not run `swift package describe`: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = object["targets"] as? [[String: Any]] else {
            throw FileError(path: "Package.swift", reason: "`swift package describe --type json` failed; is this a Swift package root?")
        }
        return targets.compactMap { target in
            guard let name = target["name"] as? String, let type = target["type"] as? String, let path = target["path"] as? String else { return nil }
            return PackageTarget(name: name, type: type, path: path)
        }
    }
}
