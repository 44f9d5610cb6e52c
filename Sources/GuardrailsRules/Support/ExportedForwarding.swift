import GuardrailsCore

/// Exported members of a library whose whole body only hands a shared instance on: the library's entry points, composed
/// by nobody but the host app calling them, with no root inside the library to inject from.
enum ExportedForwarding {
    /// `extension Messaging { public func register(token: Data) { MessagingAPN.shared.register(token: token) } }`: a member of
    /// a package facade that is itself a singleton (it declares one of `members`), exported, whose body is only the call
    /// (or read) of the same-named member of another package type's singleton. The facade's callers reach it as a
    /// singleton too; it mirrors the other module's entry point for them, and holds no logic to test apart from it.
    /// So is such a `static` member of a namespace facade storing nothing per instance (`public static func resume(with url:
    /// URL) -> Bool { PaymentSession.shared.resume(url) }` in `public struct CheckoutLinks { private init() {} … }`): no
    /// instance of it exists to be given the singleton; it is the library's entry point onto its own. When that singleton is
    /// an unexported type declared in the facade's own file (`open class Tracker { public class func mainClient() -> Client? {
    /// if let client = ClientRegistry.shared.main { … } } }` beside `final class ClientRegistry { static let shared }`), any
    /// body of such a member counts: the namespace is the registry's public face, one singleton split in two. An instance member of
    /// a facade that is no singleton, and a static of a protocol's extension or of a type with stored state (a model's
    /// `static var all { Database.shared.all(Self.self) }`), stay reported.
    static func isFacadeForward(_ reference: Reference, of singleton: String, members: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.base?.isEmpty == false, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let facade = types[Int(reference.enclosingType)]
        guard facade.name != singleton, let member = exportedMember(enclosing: reference, in: facade), member.kind == .function || member.kind == .variable
        else { return false }
        let declarations = index.declarations(named: facade.name).filter { $0.kind != .extension }
        let isNamespaceMember = (member.modifiers.contains("static") || member.modifiers.contains("class")) && !declarations.isEmpty
            && declarations.allSatisfy { $0.kind != .protocol && !$0.hasStoredProperties }
        // The singleton is this file's unexported type: the namespace is its public face, whatever its members do around it.
        if isNamespaceMember, file.model.types.contains(where: { type in
            type.name == singleton && type.kind != .extension && type.kind != .protocol && !type.modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
        }) { return true }
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, position >= 2, tokens[position - 1].text == ".", tokens[position - 2].text == singleton,
              tokens[position + 1].text == ".", tokens[position + 2].text == member.name,
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: keyword, in: tokens) else { return false }
        // The statement opens the body (after `return`, `try`, `await`) and the call or read closes it.
        var start = position - 2
        while start > keyword, ["return", "try", "await"].contains(tokens[start - 1].text) { start -= 1 }
        guard start > keyword, tokens[start - 1].text == "{" else { return false }
        let last = tokens[position + 3].text == "(" ? closingParenthesis(from: position + 3, tokens) : position + 2
        guard let last, last + 1 == end, !index.declarations(named: singleton).isEmpty else { return false }
        // A namespace (a struct, enum or class storing nothing per instance) has no instance to be given the singleton.
        if isNamespaceMember { return true }
        return index.declarations(named: facade.name).contains { declaration in
            !index.members(of: facade.name, in: declaration.module).isDisjoint(with: members)
        }
    }

    /// `public init() { super.init(push: Messaging.shared, logger: Graph.shared.logger) }`: an exported initializer whose
    /// whole body is one `super.init(…)` or `self.init(…)` taking the shared instance (or a member read off it) as a labelled
    /// argument. The initializer it calls takes the instance injected; this one is the library's composition convenience
    /// for a host that can only call `init()` (an app delegate the system builds), like a live factory.
    static func isInitForward(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let member = exportedMember(enclosing: reference, in: types[Int(reference.enclosingType)]), member.kind == .initializer,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position >= 1, tokens[position - 1].text == "." else { return false }
        // The argument is `label: Type.shared` with, at most, members read after it up to `,` or `)`.
        var after = position + 1
        while after + 1 < tokens.count, tokens[after].text == ".", tokens[after + 1].kind == .identifier { after += 2 }
        guard after < tokens.count, tokens[after].text == "," || tokens[after].text == ")" else { return false }
        let start = reference.base?.isEmpty == false ? position - 2 : position - 1
        guard start >= 2, tokens[start - 1].text == ":", tokens[start - 2].kind == .identifier,
              let opening = openingParenthesis(before: start - 2, tokens), opening >= 4,
              tokens[opening - 1].text == "init", tokens[opening - 2].text == ".",
              tokens[opening - 3].text == "super" || tokens[opening - 3].text == "self", tokens[opening - 4].text == "{",
              let close = closingParenthesis(from: opening, tokens),
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        return TokenLookup.bodyEnd(from: keyword, in: tokens) == close + 1
    }

    /// The member the reference is read in, when it is exported: written `public`, `open` or `package`, or in a `public extension` without narrowing.
    private static func exportedMember(enclosing reference: Reference, in type: TypeDecl) -> MemberDecl? {
        guard let member = type.members.last(where: { $0.line <= Int(reference.line) }) else { return nil }
        let exported: Set<String> = ["public", "open", "package"]
        if member.modifiers.contains(where: exported.contains) { return member }
        guard type.kind == .extension, type.modifiers.contains(where: exported.contains),
              !member.modifiers.contains(where: { $0 == "internal" || $0 == "private" || $0 == "fileprivate" }) else { return nil }
        return member
    }

    /// The `(` whose argument list holds `position`, looked for over `limit` tokens from `position` back.
    static func openingParenthesis(before position: Int, _ tokens: [Token], within limit: Int = .max) -> Int? {
        var depth = 0
        var index = position
        while index >= 0, position - index < limit {
            let text = tokens[index].text
            if text == ")" || text == "]" || text == "}" { depth += 1 }
            if text == "(" || text == "[" || text == "{" {
                if depth == 0 { return text == "(" ? index : nil }
                depth -= 1
            }
            index -= 1
        }
        return nil
    }

    /// The `)` matching the `(` at `opening`.
    private static func closingParenthesis(from opening: Int, _ tokens: [Token]) -> Int? {
        var depth = 0
        var index = opening
        while index < tokens.count {
            let text = tokens[index].text
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                depth -= 1
                if depth == 0 { return text == ")" ? index : nil }
            }
            index += 1
        }
        return nil
    }
}
