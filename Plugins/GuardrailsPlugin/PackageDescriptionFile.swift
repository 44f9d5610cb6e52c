import Foundation
import PackagePlugin

/// The package's targets as SwiftPM's own model gives them to the plugin, written in the shape of
/// `swift package describe --type json` for `guardrails init --package-description`.
struct PackageDescriptionFile: Encodable {
    struct Target: Encodable {
        let name: String
        let type: String
        let path: String
        let targetDependencies: [String]

        enum CodingKeys: String, CodingKey {
            case name, type, path
            case targetDependencies = "target_dependencies"
        }
    }

    let targets: [Target]

    init(_ package: Package) {
        let root = package.directoryURL.standardizedFileURL.path
        targets = package.targets.compactMap { target in
            guard let module = target as? SourceModuleTarget, let type = Self.type(of: module) else { return nil }
            let directory = Self.directory(holding: module.sourceFiles.map(\.url)) ?? root + "/" + (type == "test" ? "Tests/" : "Sources/") + target.name
            let path = directory.hasPrefix(root + "/") ? String(directory.dropFirst(root.count + 1)) : directory
            let dependencies = target.dependencies.compactMap { dependency -> String? in
                if case .target(let other) = dependency { return other.name }
                return nil
            }
            return Target(name: target.name, type: type, path: path, targetDependencies: dependencies)
        }
    }

    func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: url)
    }

    /// The deepest directory holding every file: the target's directory, or a folder in it that holds all its
    /// files. (Under the kit's tools version 6.0, a target's own directory is only offered as a deprecated `Path`.)
    private static func directory(holding files: [URL]) -> String? {
        let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }

    private static func type(of module: SourceModuleTarget) -> String? {
        switch module.kind {
        case .generic: "library"
        case .executable: "executable"
        case .test: "test"
        case .macro: "macro"
        case .snippet: "snippet"
        @unknown default: nil
        }
    }
}
