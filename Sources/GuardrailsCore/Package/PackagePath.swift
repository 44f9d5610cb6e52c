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

    /// Folders SwiftPM never compiles from: hidden ones, playgrounds, Xcode file templates (their sources
    /// hold `___VARIABLE_…___` placeholders) and Xcode projects and workspaces.
    static func isIgnoredComponent(_ component: Substring) -> Bool {
        component.hasPrefix(".") || component.hasSuffix(".playground") || component.hasSuffix(".xctemplate")
            || component.hasSuffix(".xcodeproj") || component.hasSuffix(".xcworkspace")
    }
}
