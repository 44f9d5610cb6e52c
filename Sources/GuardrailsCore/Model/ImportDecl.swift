/// An `import` statement, with its attributes (`@testable`, `@_exported`) and its kind (`import struct C.D`).
public struct ImportDecl: Sendable, Equatable {
    /// The imported module: the first component of the path.
    public let module: String
    /// The full dotted path, e.g. `SwiftUI.Color` for `import struct SwiftUI.Color`.
    public let path: String
    /// The declaration kind of a scoped import (`struct`, `class`, `func`, …), `nil` for a whole module.
    public let kind: String?
    public let attributes: [String]
    public let line: Int
    public let column: Int
    /// Written inside an `#if DEBUG` branch (at any nesting of other `#if`s): only debug builds import the module.
    public internal(set) var isDebugOnly = false

    public init(module: String, path: String, kind: String?, attributes: [String], line: Int, column: Int) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    public var isTestable: Bool { attributes.contains("testable") }
}
