/// Words the lexer reports as keywords unless backticked or used as a member name.
enum SwiftKeywords {
    static let all: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if",
        "import", "in", "indirect", "infix", "init", "inout", "internal", "is", "lazy", "let", "macro",
        "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override",
        "postfix", "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where",
        "while", "willSet", "consuming", "borrowing", "package",
    ]

    /// Declaration modifiers that are not reserved words, so a function may carry their name.
    static let contextualModifiers: Set<String> = [
        "open", "package", "final", "override", "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned",
        "convenience", "required", "indirect", "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    /// What a modifier takes in parentheses: `open(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
    static let modifierArguments: Set<String> = ["set", "safe", "unsafe", "nonsending"]

    /// Keywords that end an expression, so a `/` after them divides rather than opens a regex.
    static let values: Set<String> = ["self", "Self", "super", "true", "false", "nil"]
}
