import GuardrailsCore

/// Where a SwiftUI view tree carries an observable object that views hold through an observation wrapper
/// (`@ObservedObject private var tunnel: Tunnel`, which `concrete-cross-layer-reference` accepts): the parameter of the
/// view's initializer filling that property (`init(tunnel: Tunnel)`, a convenience `self.init(tunnel: tunnel)` too), a
/// view's plain `let tunnel: Tunnel` whose every use hands it to a child view (`StatusRow(tunnel: tunnel)`) or to the
/// environment (`.environmentObject(tunnel)`), a requirement `var tunnel: Tunnel { get }` of a protocol only views adopt,
/// and a parameter of a `private`/`fileprivate` helper in the file of a view holding it through a wrapper. Each names the
/// type because the wrapper at the end of the path accepts nothing else. A view's property it never uses, or whose
/// methods it calls itself, is no relay. Built for a file with a candidate finding; it keeps what it learns per view.
struct ObservedObjectRelays {
    private let file: LintFile
    private let index: PackageIndex
    private let wrappers: Set<String>
    private var views: [String: Bool] = [:]
    private var relayedProperties: [String: Bool] = [:]

    init(_ file: LintFile, _ index: PackageIndex, wrappers: Set<String>) {
        self.file = file
        self.index = index
        self.wrappers = wrappers
    }

    /// An `ObservableObject` or `@Observable` class: what SwiftUI's observation wrappers take.
    static func isObservable(_ declaration: IndexedType) -> Bool {
        declaration.kind == .class && (declaration.inheritance.contains("ObservableObject") || declaration.attributes.contains("Observable"))
    }

    /// Whether the reference to the observable class `reference.name`, at token `position`, is one of the relays above.
    mutating func isRelayed(_ reference: Reference, at position: Int) -> Bool {
        let types = file.model.types
        guard let (type, member) = EnclosingMember.of(reference, in: types), !member.modifiers.contains("static") else { return false }
        let name = reference.name
        switch member.kind {
        case .variable where member.line == Int(reference.line) && member.propertyType?.name == name:
            if type.kind == .protocol { return isViewOnlyRequirement(type) }
            // A wrapped property is judged as such by the rule (one fetching its value from a locator stays reported).
            return (member.isLet || member.isStoredVar) && member.propertyType?.isAnnotated == true
                && !member.attributes.contains(where: wrappers.contains) && isView(type.name)
                && holds(name, as: member.name, in: type.name)
        case .initializer, .function:
            guard member.bodyLine > 0, let start = TokenLookup.position(line: member.line, column: member.column, in: file.tokens),
                  position < FunctionParameters.names(declaredAt: start, in: file.tokens).end else { return false }
            if member.kind == .initializer, isView(type.name), holds(name, in: type.name) { return true }
            return isFilePrivate(member, Int(reference.enclosingType)) && types.contains { view in
                isView(view.name) && view.members.contains { isWrapped($0, name) }
            }
        default:
            return false
        }
    }

    /// `protocol TunnelShowing { var tunnel: Tunnel { get } }` adopted, in production code, only by views (one at least).
    private mutating func isViewOnlyRequirement(_ type: TypeDecl) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest }
        return !conformers.isEmpty && conformers.allSatisfy { isView($0.name) }
    }

    /// The view `view` holds the class `name` through an observation wrapper, or in a plain property it only relays.
    private mutating func holds(_ name: String, in view: String) -> Bool {
        let properties = file.model.types.filter { $0.name == view && $0.kind != .protocol }.flatMap(\.members)
        if properties.contains(where: { isWrapped($0, name) }) { return true }
        return properties.contains { member in
            (member.isLet || member.isStoredVar) && !member.modifiers.contains("static") && member.propertyType?.name == name
                && member.propertyType?.isAnnotated == true && member.attributes.isEmpty && holds(name, as: member.name, in: view)
        }
    }

    private func isWrapped(_ member: MemberDecl, _ name: String) -> Bool {
        member.kind == .variable && member.propertyType?.name == name && member.attributes.contains(where: wrappers.contains)
    }

    /// The view's property `property` (of the class `name`) is wrapped, or every use of it in the file's declarations of
    /// the view hands it on whole, to a view's initializer or to the environment, once at least.
    private mutating func holds(_ name: String, as property: String, in view: String) -> Bool {
        let key = "\(view).\(property)"
        if let known = relayedProperties[key] { return known }
        relayedProperties[key] = false
        let declarations = file.model.types.filter { $0.name == view && $0.kind != .protocol }
        if declarations.contains(where: { $0.members.contains { $0.name == property && isWrapped($0, name) } }) {
            relayedProperties[key] = true
            return true
        }
        let tokens = file.tokens
        var forwards = 0
        for declaration in declarations {
            guard let start = TokenLookup.position(line: declaration.line, column: declaration.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens) else { continue }
            for use in start..<end where tokens[use].kind == .identifier && tokens[use].text == property {
                switch useKind(at: use, in: tokens) {
                case .ignored: continue
                case .forwarded: forwards += 1
                case .other: return false
                }
            }
        }
        relayedProperties[key] = forwards > 0
        return forwards > 0
    }

    private enum Use { case ignored, forwarded, other }

    /// What the name at `use` does: declared, labels an argument or parameter, filled in an initializer, reached on
    /// another value (`$0.tunnel`), handed whole to a view or the environment, or anything else.
    private mutating func useKind(at use: Int, in tokens: [Token]) -> Use {
        let previous = use > 0 ? tokens[use - 1] : nil
        let next = use + 1 < tokens.count ? tokens[use + 1] : nil
        if let previous, previous.kind == .keyword, previous.text == "let" || previous.text == "var" { return .ignored }
        if let next, next.kind == .punctuation, next.text == ":" { return .ignored }
        // `self.tunnel = tunnel`: the initializer filling the property from its parameter.
        if let previous, previous.kind == .operator, previous.text == "=" {
            let text = tokens[use].text
            return use > 3 && tokens[use - 2].text == text && tokens[use - 3].text == "." && tokens[use - 4].text == "self" ? .ignored : .other
        }
        var first = use
        if let previous, previous.kind == .punctuation, previous.text == "." {
            guard use > 1, tokens[use - 2].kind == .keyword, tokens[use - 2].text == "self" else { return .ignored }
            first = use - 2
        }
        if let next, next.kind == .operator, next.text == "=" { return .ignored }
        guard let next, next.kind == .punctuation, next.text == "," || next.text == ")", first > 0 else { return .other }
        let before = tokens[first - 1]
        guard before.kind == .punctuation, before.text == "(" || before.text == "," || before.text == ":" else { return .other }
        guard let opening = ExportedForwarding.openingParenthesis(before: first - 1, tokens, within: 255), opening > 0 else { return .other }
        let callee = tokens[opening - 1]
        if callee.text == "environmentObject" || callee.text == "environment" { return .forwarded }
        if callee.text == "init", opening > 2, tokens[opening - 2].text == ".", tokens[opening - 3].text == "self" { return .forwarded }
        return callee.kind == .identifier && isView(callee.text) ? .forwarded : .other
    }

    /// The function or initializer is `private`/`fileprivate`, or declared in such an extension or type.
    private func isFilePrivate(_ member: MemberDecl, _ enclosing: Int) -> Bool {
        if member.modifiers.contains("private") || member.modifiers.contains("fileprivate") { return true }
        var current: Int? = enclosing
        let types = file.model.types
        while let index = current, index >= 0, index < types.count {
            if types[index].isFilePrivate { return true }
            current = types[index].parent
        }
        return false
    }

    /// A SwiftUI view or view modifier: declared so in the file or in the package.
    private mutating func isView(_ name: String) -> Bool {
        if let known = views[name] { return known }
        let protocols = ViewPlatformGlue.viewProtocols
        let answer = file.model.types.contains { $0.name == name && $0.kind != .extension && protocols.contains(where: $0.inherits) }
            || index.declarations(named: name).contains { declaration in
                declaration.kind != .extension && !declaration.isTest && protocols.contains(where: declaration.inheritance.contains)
            }
        views[name] = answer
        return answer
    }
}
