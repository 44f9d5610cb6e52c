import GuardrailsCore

/// A design system's theme: `protocol ChipPalette { func fill(for state: ChipState) -> Color }`, every requirement a
/// synchronous function of plain values (a control's state, a standard value) answering a style value (a color, a font,
/// a length, or a package struct holding only such values, `UniversalColor` over a `UIColor`), or a property of one,
/// adopted only by the package's structs and enums. It is styling, a palette in method form: nothing behind it does
/// I/O and a test has nothing to substitute. A class conformer, `throws`, `async`, a closure or a collaborator in a
/// signature keeps it a seam.
enum StyleThemeProtocols {
    /// Framework types whose values say how something looks.
    private static let styleValueNames: Set<String> = [
        "Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "CGFloat", "Double", "Gradient", "LinearGradient",
        "UIEdgeInsets", "NSEdgeInsets", "EdgeInsets", "NSDirectionalEdgeInsets", "UIImage", "NSImage", "Image",
    ]
    /// Plain values a theme's function may take besides the package's own structs and enums.
    private static let plainParameterNames: Set<String> = ["Bool", "Int", "String", "CGFloat", "Double", "Float", "Optional"]

    static func isStyleTheme(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let functions = type.members.filter { $0.kind == .function }
        guard !functions.isEmpty, type.members.allSatisfy({ ($0.kind == .function || $0.kind == .variable) && !$0.isAsync && !$0.modifiers.contains("mutating") }),
              conformersAreValues(type.name, index) else { return false }
        for member in type.members where member.kind == .variable {
            guard let stored = member.propertyType, !stored.isFunction, isStyleValue(stored.name, index) else { return false }
        }
        return functions.allSatisfy { function in
            guard function.declaresResult, !function.isGeneric,
                  let keyword = TokenLookup.position(line: function.line, column: function.column, in: tokens) else { return false }
            let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
            // Parameters: the package's values (a control's state) and plain ones; no closure, no collaborator.
            for token in tokens[keyword..<parameters.end] where token.text == "->" || token.kind == .attribute || isTypeName(token) {
                guard token.kind == .identifier, plainParameterNames.contains(token.text) || isPackageValue(token.text, index) else { return false }
            }
            return answersStyleValue(tokens, after: parameters.end, index)
        }
    }

    /// `-> UniversalColor` or `-> Color?`, nothing else before the line ends: no `throws`, no `async`.
    private static func answersStyleValue(_ tokens: [Token], after end: Int, _ index: PackageIndex) -> Bool {
        var position = end + 1
        guard position < tokens.count, tokens[position].text == "->" else { return false }
        position += 1
        var named = false
        while position < tokens.count, !tokens[position].startsLine, tokens[position].text != "}", tokens[position].text != ";" {
            let token = tokens[position]
            if isTypeName(token) {
                guard isStyleValue(token.text, index) else { return false }
                named = true
            } else if token.text != "?" {
                return false
            }
            position += 1
        }
        return named
    }

    private static func isTypeName(_ token: Token) -> Bool {
        token.kind == .identifier && token.text.first?.isUppercase == true
    }

    private static func isStyleValue(_ name: String, _ index: PackageIndex) -> Bool {
        styleValueNames.contains(name) || index.declarations(named: name).contains { $0.kind == .struct && index.traits(of: $0).contains(.isAppearancePalette) }
    }

    private static func isPackageValue(_ name: String, _ index: PackageIndex) -> Bool {
        let declared = index.declarations(named: name) + index.nestedDeclarations(named: name)
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum || $0.kind == .extension }
            && declared.contains { $0.kind != .extension }
    }

    /// Every production conformer, through refinements too, is a struct or enum of the package.
    private static func conformersAreValues(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension ? isPackageValue(conformer.name, index) : conformer.kind == .struct || conformer.kind == .enum
        }
    }
}
