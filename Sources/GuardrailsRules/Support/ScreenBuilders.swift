import GuardrailsCore

/// A screen's builder (`enum ProfileBuilder { static func build() -> UIViewController { … } }`, the VIPER or MVVM type
/// wiring one screen): what each function and computed property hands back is a screen, a view, or an object or protocol
/// of the package, so the type assembles the package's objects as the composition root does. A builder of framework
/// values (`func userActivity(for:) -> NSUserActivity`, a `URLRequest`, a `String`) makes data, not an assembly.
/// Read from tokens, only for a type already holding a finding.
enum ScreenBuilders {
    /// How teams name such a type: `ProfileBuilder`, or a scene factory, `ProfileSceneFactory`, whose job is the same.
    static let defaultSuffixes = ["Builder", "Factory"]

    /// Whether the outermost type around `reference` is named with one of `suffixes`, its members only build or keep
    /// (`FactoryTypes`) and it hands back only screens: a screen's builder.
    static func encloses(_ reference: Reference, in file: LintFile, suffixes: [String], _ index: PackageIndex) -> Bool {
        var known: [Int: Bool] = [:]
        guard let top = FactoryTypes.enclosingFactory(reference.enclosingType, in: file.model.types, suffixes: suffixes, known: &known)
        else { return false }
        return returnsOnlyScreens(file.model.types[top].name, in: file, index)
    }

    /// Whether every function, subscript and computed or `lazy` property of the top-level declarations named `name` in
    /// the file (the type and its extensions there) returns such a type. Stored `let`s keep configuration and are not asked.
    static func returnsOnlyScreens(_ name: String, in file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        return FactoryTypes.everyMember(ofTopLevel: name, in: file.model.types) { member in
            switch member.kind {
            case .initializer, .deinitializer, .enumCase: return true
            case .variable:
                guard !member.isLet, !member.isStoredVar || member.modifiers.contains("lazy") else { return true }
                // `var body: some View` reads as `View`; a tuple or function type has no name and is not a screen.
                guard let type = member.propertyType, !type.name.isEmpty else { return false }
                return isScreen(type.name, index)
            case .function, .subscriptDecl:
                return resultNamesOnlyScreens(member, tokens, index)
            }
        }
    }

    /// The names after a member's `->`, up to its body or `where`: each a screen (`UIHostingController<ProfileView>`, a tuple
    /// of a view controller and a package protocol), one at least. `Self` or any other keyword than `some`/`any` is not.
    private static func resultNamesOnlyScreens(_ member: MemberDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard member.bodyLine > 0, let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let body = TokenLookup.position(line: Int(member.bodyLine), column: Int(member.bodyColumn), in: tokens), body > start
        else { return false }
        var position = start
        var parentheses = 0
        // The result follows the first `->` outside the parameters (a closure parameter has its own arrow).
        while position < body {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "(" { parentheses += 1 }
            if token.kind == .punctuation, token.text == ")" { parentheses -= 1 }
            if parentheses == 0, token.kind == .operator, token.text == "->" { break }
            position += 1
        }
        var named = 0
        position += 1
        while position < body {
            let token = tokens[position]
            if token.kind == .keyword {
                if token.text == "where" { break }
                guard token.text == "some" || token.text == "any" else { return false }
            } else if token.kind == .identifier {
                let next = position + 1 < body ? tokens[position + 1] : nil
                // `SwiftUI.View` and `Profile.Input` name the last part; a tuple label (`screen: UIViewController`) names nothing.
                let qualifiesOrLabels = next.map { $0.kind == .punctuation && ($0.text == "." || $0.text == ":") } ?? false
                if !qualifiesOrLabels {
                    guard isScreen(token.text, index) else { return false }
                    named += 1
                }
            }
            position += 1
        }
        return named > 0
    }

    /// A platform screen, view or control (`UIViewController`, `NSView`, `UIButton`, SwiftUI's `View`, `AnyView`), or a type of the package that
    /// is an object or a contract: a class, actor or protocol (a view controller, a presenter, a module's input), or a
    /// struct or enum adopting `View`. A package struct of data (`StopSections`) is what a data builder makes.
    private static func isScreen(_ name: String, _ index: PackageIndex) -> Bool {
        if name == "View" || name == "AnyView" { return true }
        if PlatformViews.named(name) { return true }
        let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            declaration.kind.isReferenceType || declaration.kind == .protocol || index.supertypes(ofDeclared: declaration).contains("View")
        }
    }
}
