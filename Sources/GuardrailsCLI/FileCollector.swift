import Foundation
import GuardrailsCore
import GuardrailsRules

/// Finds the `.swift` files to lint under the given paths, relative to the package root.
///
/// Directories are walked with an explicit stack; each directory is visited once by its resolved
/// path, so symbolic-link loops end the walk instead of the process. Hidden entries (`.build`, `.git`)
/// are skipped.
struct FileCollector {
    let root: String
    let configuration: Configuration

    func collect(_ paths: [String]) throws -> [LintInput] {
        var inputs: [String: LintInput] = [:]
        var visited: Set<String> = []
        for path in paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw FileError(path: path, reason: "does not exist")
            }
            if isDirectory.boolValue {
                for file in walk(absolute, visited: &visited) where configuration.isIncluded(relativePath(file)) {
                    inputs[file] = LintInput(path: relativePath(file), source: .file(absolutePath: file))
                }
            } else {
                guard absolute.hasSuffix(".swift") else { throw FileError(path: path, reason: "is not a .swift file") }
                inputs[absolute] = LintInput(path: relativePath(absolute), source: .file(absolutePath: absolute))
            }
        }
        return inputs.values.sorted { $0.path < $1.path }
    }

    private func walk(_ directory: String, visited: inout Set<String>) -> [String] {
        var files: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard visited.insert(Self.resolved(current)).inserted,
                  let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = current + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    if entry.hasSuffix(".swift") { files.append(path) }
                    continue
                }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if entry.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
        return files
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : root + "/" + path
        return URL(fileURLWithPath: joined).standardized.path
    }

    func relativePath(_ absolute: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
