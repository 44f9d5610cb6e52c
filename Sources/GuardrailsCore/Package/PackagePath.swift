/// Package-relative paths with `/` separators, `""` being the package root.
public enum PackagePath {
    /// `./Sources/A/` → `Sources/A`; `.` → `""`.
    public static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    public static func joined(_ directory: String, _ path: String) -> String {
        normalized(directory.isEmpty ? path : directory + "/" + path)
    }

    /// True when `path` is `container` or lies below it.
    public static func contains(_ container: String, _ path: String) -> Bool {
        container.isEmpty || path == container || path.hasPrefix(container + "/")
    }

    /// `Package.swift` and its version-specific variants (`Package@swift-5.9.swift`).
    public static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || name.hasPrefix("Package@swift") && name.hasSuffix(".swift")
    }

    /// A Tuist manifest (`Project.swift`, `Workspace.swift`, `Tuist/ProjectDescriptionHelpers/…`) imports one of
    /// these: build configuration Tuist evaluates and no target compiles, skipped like `Package.swift`.
    public static func isBuildManifest(importing modules: [String]) -> Bool {
        modules.contains { $0 == "ProjectDescription" || $0 == "ProjectDescriptionHelpers" }
    }

    /// Folders SwiftPM never compiles from: hidden ones, playgrounds, Xcode file templates (their sources
    /// hold `___VARIABLE_…___` placeholders), documentation catalogs (tutorial code steps) and Xcode
    /// projects and workspaces.
    static func isIgnoredComponent(_ component: Substring) -> Bool {
        let bytes = component.utf8
        // Every component of every file's path is asked: an ASCII one (nearly all) is read by its bytes, where
        // both readings agree, as no ending here starts with a character that joins the one before it.
        guard NameSearch.isASCII(component) else {
            return component.hasPrefix(".") || ignoredSuffixes.contains { component.hasSuffix($0) }
        }
        return bytes.first == UInt8(ascii: ".") || ignoredSuffixes.contains { bytes.reversed().starts(with: $0.utf8.reversed()) }
    }

    private static let ignoredSuffixes = [".playground", ".xctemplate", ".docc", ".xcodeproj", ".xcworkspace"]

    /// `path.split(separator: "/")`, by bytes for an ASCII path (nearly all), where `/` is one byte and one
    /// character, so both splits agree.
    public static func components(_ path: Substring) -> [Substring] {
        guard NameSearch.isASCII(path) else { return path.split(separator: "/") }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
