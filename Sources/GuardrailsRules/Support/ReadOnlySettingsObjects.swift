import GuardrailsCore

/// `init(configuration: ToolSettings)` and `private let configuration: ToolSettings` (its fields behind a settings wrapper
/// of the package) in a file that only reads `configuration.targets`: an option bag the composition root fills and
/// injects, read field by field. No test double or
/// second strategy stands in for it (tests build one and set its fields). The file must name the class only as the type
/// of parameters and stored properties, never build it (`ToolSettings(`, `ToolSettings.init`, an initial value), and use
/// every value so typed only to read a property or hand it on: a method call on it (`settings.save(to:)`) or an
/// assignment to one of its properties (`settings.verbose = true`) shares state or behaviour by identity, and stays reported.
enum ReadOnlySettingsObjects {
    /// Whether the type annotation at `position` (the class name after `name:`) names a class of the package the file only
    /// reads, outside an infrastructure layer (an infrastructure class is a service however it is used). Scans the file's
    /// tokens, so it is asked only for a finding about to be reported; `known` keeps the answer per name.
    static func isOnlyRead(at position: Int, in tokens: [Token], _ context: RuleContext, known: inout [String: Bool]) -> Bool {
        guard position >= 2, tokens[position - 1].text == ":", isBinding(tokens[position - 2]),
              !followsType(position, tokens, with: [".", "<", "=", "("]) else { return false }
        let type = tokens[position].text
        if let answer = known[type] { return answer }
        let declared = context.index.declarations(named: type).filter { $0.kind != .extension }
        let answer = !declared.isEmpty && declared.allSatisfy { declaration in
            declaration.kind == .class && declaration.module.flatMap { context.configuration.layer(ofModule: $0) }?.kind != "infrastructure"
        } && keepsSettings(type, context.index) && onlyReadsInstances(of: type, tokens)
        known[type] = answer
        return answer
    }

    /// Two properties or more of the class carry a property wrapper the package declares (`@Setting(key: "targets") var targets`):
    /// its fields are settings kept by a wrapper, not collaborators. A class of plain `var`s, or one publishing state
    /// through a framework's wrapper (`@Published`), is not taken for a settings object.
    private static func keepsSettings(_ type: String, _ index: PackageIndex) -> Bool {
        let wrapped = index.propertyAttributes(of: type).reduce(0) { count, attribute in
            let isPackageWrapper = index.declarations(named: attribute.key).contains { $0.attributes.contains("propertyWrapper") }
            return count + (isPackageWrapper ? attribute.value : 0)
        }
        return wrapped >= 2
    }

    /// The file names `type` only as annotations, and every name so typed is only read from or handed on.
    private static func onlyReadsInstances(of type: String, _ tokens: [Token]) -> Bool {
        var bindings: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].text == type {
            // `import Settings`: the module the class is named after.
            if index >= 1, tokens[index - 1].text == "import" { continue }
            // Built here (`ToolSettings(`, `ToolSettings.init`, `: ToolSettings = .init()`), or named other than as an annotation.
            guard index >= 2, tokens[index - 1].text == ":", isBinding(tokens[index - 2]),
                  !followsType(index, tokens, with: [".", "<", "=", "("]) else { return false }
            bindings.insert(tokens[index - 2].text)
        }
        return bindings.allSatisfy { onlyReads($0, tokens) }
    }

    /// `settings` in `settings: ToolSettings`: a name bound to a value, not the key type of `[String: ToolSettings]`.
    private static func isBinding(_ token: Token) -> Bool {
        token.kind == .identifier && token.text.first?.isUppercase == false
    }

    /// The token after the type (an optional's `?` or `!` skipped) is one of `texts`.
    private static func followsType(_ position: Int, _ tokens: [Token], with texts: Set<String>) -> Bool {
        var next = position + 1
        if next < tokens.count, tokens[next].text == "?" || tokens[next].text == "!", !tokens[next].followsSpace { next += 1 }
        return next < tokens.count && texts.contains(tokens[next].text)
    }

    /// Every use of `name` as a value reads a property (`name.targets`, `name.mode.isStrict`) or hands it on
    /// (`configuration: name`, `self.settings = name`); none calls its method or assigns into it.
    private static func onlyReads(_ name: String, _ tokens: [Token]) -> Bool {
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].text == name {
            // `other.name` is someone else's member, unless it is `self.name`.
            if index >= 1, tokens[index - 1].text == ".", !(index >= 2 && tokens[index - 2].text == "self") { continue }
            var cursor = index + 1
            if cursor < tokens.count, tokens[cursor].text == "?" || tokens[cursor].text == "!", !tokens[cursor].followsSpace { cursor += 1 }
            guard cursor + 1 < tokens.count, tokens[cursor].text == ".", tokens[cursor + 1].kind == .identifier else { continue }
            // `name.save(to:)`: a method call on the object itself (`name.reload { … }` cannot be told from `if name.flag {`: a read).
            let afterMember = cursor + 2
            if afterMember < tokens.count, !tokens[afterMember].followsSpace, tokens[afterMember].text == "(" { return false }
            // The member chain (`name.mode?.level`) ends before an assignment: `name.verbose = true`, `name.count += 1`.
            var end = afterMember
            while end + 1 < tokens.count {
                if tokens[end].text == "?" || tokens[end].text == "!", !tokens[end].followsSpace { end += 1; continue }
                guard tokens[end].text == ".", tokens[end + 1].kind == .identifier else { break }
                end += 2
            }
            if end < tokens.count, isAssignment(tokens[end]) { return false }
        }
        return true
    }

    /// `=`, `+=`, `??=`: an operator storing into its left side (comparisons aside).
    private static func isAssignment(_ token: Token) -> Bool {
        guard token.kind == .operator, token.text.hasSuffix("=") else { return false }
        return !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text)
    }
}
