import Foundation
import GuardrailsCore
import GuardrailsRules

/// Finds and parses `guardrails.json`: `--config`, else the nearest one from a package's folder up to the
/// repository's root (the folder holding `.git`), else the defaults. Each file is parsed once per run.
final class ConfigurationLoader {
    /// A parsed configuration, with the folder its relative paths start from and its name in messages.
    struct Loaded {
        let configuration: Configuration
        let base: String
        let name: String
        /// Where it was read from; `nil` for the defaults.
        let path: String?
        /// `file:line:column: key path: message` for each entry that changes nothing (`ConfigurationParser.notes`).
        var notes: [String] = []
    }

    let currentDirectory: String
    let explicitPath: String?
    private var cache: [String: Loaded] = [:]

    init(currentDirectory: String, explicitPath: String?) {
        self.currentDirectory = currentDirectory
        self.explicitPath = explicitPath
    }

    /// The configuration that governs a package or project folder.
    func configuration(for folder: String) throws -> Loaded {
        if let explicitPath {
            return try load(PathNames.absolute(explicitPath, from: currentDirectory), name: explicitPath, base: currentDirectory)
        }
        guard let path = Self.nearest(from: folder) else {
            return Loaded(configuration: Configuration(catalog: RuleRegistry.catalog), base: folder, name: Configuration.fileName, path: nil)
        }
        let base = (path as NSString).deletingLastPathComponent
        return try load(path, name: PathNames.relative(path, from: currentDirectory), base: base)
    }

    private func load(_ path: String, name: String, base: String) throws -> Loaded {
        if let cached = cache[path] { return cached }
        guard FileManager.default.fileExists(atPath: path) else { throw FileError(path: name, reason: "does not exist") }
        guard let data = FileManager.default.contents(atPath: path) else { throw FileError(path: name, reason: "cannot be read") }
        do {
            let configuration = try ConfigurationParser.parse(data, catalog: RuleRegistry.catalog)
            let notes = ConfigurationParser.notes(on: configuration, in: data).map { "\($0.location(in: name)): \($0)" }
            let loaded = Loaded(configuration: configuration, base: base, name: name, path: path, notes: notes)
            cache[path] = loaded
            return loaded
        } catch let error as ConfigurationError {
            throw FileError(path: error.location(in: name), reason: error.description)
        }
    }

    /// The nearest `guardrails.json` in `folder` or above it, up to the folder holding `.git`.
    static func nearest(from folder: String) -> String? {
        var directory = folder
        while true {
            let candidate = directory + "/" + Configuration.fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if FileManager.default.fileExists(atPath: directory + "/.git") || directory == "/" || directory.isEmpty { return nil }
            directory = (directory as NSString).deletingLastPathComponent
        }
    }
}
