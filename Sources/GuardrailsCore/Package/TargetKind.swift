/// The kind of a SwiftPM target, named after the `PackageDescription` factory that declares it.
public enum TargetKind: String, Sendable, CaseIterable {
    case regular = "target"
    case executable = "executableTarget"
    case test = "testTarget"
    case macro
    case plugin
    case systemLibrary
    case binary = "binaryTarget"

    /// The factory name as written after the dot, e.g. `.testTarget`.
    public init?(factory: String) {
        self.init(rawValue: factory)
    }

    public var isTest: Bool { self == .test }

    /// Whether the target's files are Swift sources a module imports under the target's name; macros,
    /// plugins and executables are used by building them, never by `import`.
    public var isImportable: Bool {
        switch self {
        case .regular, .systemLibrary, .binary: true
        case .executable, .test, .macro, .plugin: false
        }
    }
}
