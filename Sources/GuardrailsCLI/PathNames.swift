import Foundation
import GuardrailsCore
import GuardrailsRules

/// Absolute paths, and paths relative to where the command runs, which every output format shows.
enum PathNames {
    static func absolute(_ path: String, from directory: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path).standardized.path
    }

    /// `path` relative to `directory`, with `..` where it lies outside it.
    static func relative(_ path: String, from directory: String) -> String {
        // Split by bytes for an ASCII path (nearly all), as `split(separator: "/")` would split it.
        let target = PackagePath.components(Substring(path))
        let base = PackagePath.components(Substring(directory))
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let components = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// True when `path` is `container` or lies below it.
    static func contains(_ container: String, _ path: String) -> Bool {
        container == "/" || path == container || path.hasPrefix(container + "/")
    }

    static func parent(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }
}
