import GuardrailsCore

/// `BasePoints.shared.values[index]` of `private final class BasePoints { static let shared = BasePoints(); var values: [Int];
/// private init() { values = … } }` in the file that declares it: a `private` or `fileprivate` type (or one nested in such a type)
/// keeping a lookup table it builds once in its own private initializers. Nothing outside the file can reach it, nobody can
/// build another, and it has no behaviour (no method, computed property or subscript), does no I/O and reaches no other
/// shared instance while building; its stored `var`s, if any, are written only there. Reading it is reading a constant
/// of the file, like a literal, nothing a test would replace. A table the file writes to (`BasePoints.shared.values.append(…)`,
/// `… = …`, passed `inout`), or one built from a file or another singleton, stays reported.
enum PrivateConstantTable {
    static func isRead(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard let position = types.firstIndex(where: { $0.name == type && ($0.kind == .class || $0.kind == .struct) }),
              isPrivate(position, types) else { return false }
        let table = types[position]
        guard table.members.contains(where: { $0.name == reference.name && $0.isLet && $0.modifiers.contains("static") }) else { return false }
        var initializers = 0
        for member in table.members {
            switch member.kind {
            case .initializer:
                guard member.modifiers.contains("private") || member.modifiers.contains("fileprivate") else { return false }
                initializers += 1
            case .variable:
                // A `static var` is shared state of its own; a closure is behaviour.
                guard member.isLet || member.isStoredVar && !member.modifiers.contains("static"), member.propertyType?.isFunction != true
                else { return false }
            default:
                return false
            }
        }
        let tokens = file.tokens
        guard initializers > 0, let start = TokenLookup.position(line: table.line, column: table.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        guard !tokens[start...end].indices.contains(where: { index in
            tokens[index].kind == .identifier && (reachesOutside.contains(tokens[index].text)
                || index > 0 && sharedMembers.contains(tokens[index].text) && tokens[index - 1].text == ".")
        }) else { return false }
        let variables = Set(table.members.filter { $0.isStoredVar && !$0.modifiers.contains("static") }.map(\.name))
        return variables.isEmpty || !tokens.indices.contains { index in
            (index < start || index > end) && variables.contains(tokens[index].text) && index > 0 && tokens[index - 1].text == "."
                && writes(at: index, tokens)
        }
    }

    /// The type, or one it is nested in, is `private` or `fileprivate`: only its file can name it.
    private static func isPrivate(_ position: Int, _ types: [TypeDecl]) -> Bool {
        var current: Int? = position
        while let index = current {
            if types[index].modifiers.contains("private") || types[index].modifiers.contains("fileprivate") { return true }
            current = types[index].parent
        }
        return false
    }

    /// `.values = …`, `.values[i] += …`, `.values.append(…)`, `&….values`: the member at `index` is written.
    private static func writes(at index: Int, _ tokens: [Token]) -> Bool {
        var chainStart = index - 1
        while chainStart >= 2, tokens[chainStart].text == ".", tokens[chainStart - 1].kind == .identifier { chainStart -= 2 }
        if chainStart >= 0, tokens[chainStart].text == "&" { return true }
        var next = index + 1
        if next < tokens.count, tokens[next].text == "[" || tokens[next].text == "?" || tokens[next].text == "!" {
            if tokens[next].text == "[", let close = brackets(from: next, tokens) { next = close + 1 } else { next += 1 }
        }
        guard next < tokens.count else { return false }
        let text = tokens[next].text
        if tokens[next].kind == .operator, text.hasSuffix("="), !comparisons.contains(text) { return true }
        guard text == ".", next + 1 < tokens.count else { return false }
        let method = tokens[next + 1].text
        return mutatingPrefixes.contains { method.hasPrefix($0) }
    }

    private static func brackets(from open: Int, _ tokens: [Token]) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].text == "[" { depth += 1 }
            if tokens[index].text == "]" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    private static let mutatingPrefixes = ["append", "insert", "remove", "sort", "reverse", "swap", "merge", "update", "pop", "shuffle", "form", "subtract"]

    /// Names that read or reach something beyond the table's own constants while it is built.
    private static let reachesOutside: Set<String> = [
        "FileManager", "URLSession", "UserDefaults", "NotificationCenter", "Bundle", "contentsOf", "contentsOfFile",
    ]

    /// Another shared instance reached while building (`.shared`, `.standard`), not the table's own declaration.
    private static let sharedMembers: Set<String> = ["shared", "sharedInstance", "standard"]
}
