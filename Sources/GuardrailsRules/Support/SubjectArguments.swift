import GuardrailsCore

/// For `make-sut`: whether a test hands the class it builds a collaborator (`Loader(client: spy)`, a closure, the
/// test case itself) or only values (`Post(text: "…")`, `Key(base64: "…")`, `Entry(tags: [Tag(name: "a")])` of structs
/// built from literals): a data class (`DataClasses`) built from values is data, as a struct is. Read only for the
/// construction about to be reported, following its arguments' locals and parameters a few steps back; a name the file
/// does not declare counts as a collaborator.
struct SubjectArguments {
    let tokens: [Token]
    let index: PackageIndex
    let doubles: TestDoubles

    /// Framework objects that are collaborators rather than values when handed to a subject.
    private static let frameworkObjects: Set = [
        "URLSession", "UserDefaults", "NotificationCenter", "FileManager", "OperationQueue", "DispatchQueue", "NSPersistentContainer",
        "NSManagedObjectContext", "UIApplication", "NSApplication",
    ]
    /// `URLSession.shared`, `FileManager.default`, `UserDefaults.standard`: the process's shared objects.
    private static let sharedInstances: Set = ["shared", "default", "standard"]
    private static let maximumDepth = 3

    /// The call at `position` (the type's name, `Parser`, then an optional `.make(` factory or generic arguments) takes a
    /// collaborator among its arguments, or a trailing closure; one without arguments counts as taking one (nothing shows
    /// that the test builds it from its input).
    func handsCollaborator(constructionAt position: Int) -> Bool {
        // The call's `(` follows the name, its generic arguments, or `.make`/`.init`: the first on the name's line.
        guard let opening = (position + 1..<min(tokens.count, position + 32)).first(where: { tokens[$0].text == "(" || tokens[$0].text == "{" || tokens[$0].line != tokens[position].line }),
              tokens[opening].text == "(", let closing = Parentheses.closing(opening: opening, in: tokens) else { return true }
        if closing + 1 < tokens.count, tokens[closing + 1].text == "{", tokens[closing + 1].line == tokens[closing].line { return true }
        // Built without arguments (`FeedLoader()`): no input under test is handed in, and the rule's reading stands.
        guard closing > opening + 1 else { return true }
        var seen: Set<String> = []
        return holdsCollaborator(opening + 1..<closing, depth: 0, seen: &seen) || injectsCollaborator(intoLocalBuiltAt: position, after: closing)
    }

    /// `source.controller = controller` after `let source = DataSource(useList: false)`: a collaborator set on the subject's
    /// property later in the test is handed to it as surely as through its initializer.
    private func injectsCollaborator(intoLocalBuiltAt position: Int, after start: Int) -> Bool {
        guard let local = TestMethodConstructions.localName(ofConstructionAt: position, in: tokens) else { return false }
        var depth = 0
        var current = start + 1
        while current + 3 < tokens.count, current - start < 2_000 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if depth < 0 { return false }
            }
            if token.kind == .identifier, token.text == local, tokens[current - 1].text != ".", tokens[current + 1].text == "." {
                var member = current + 2
                while member + 2 < tokens.count, tokens[member].kind == .identifier, tokens[member + 1].text == "." { member += 2 }
                if tokens[member].kind == .identifier, member + 1 < tokens.count, tokens[member + 1].kind == .operator, tokens[member + 1].text == "=" {
                    var seen: Set<String> = [local]
                    if holdsCollaborator(member + 2..<endOfStatement(after: member + 1), depth: 0, seen: &seen) { return true }
                }
            }
            current += 1
        }
        return false
    }

    /// Whether an expression's tokens name a collaborator: a closure, `self`, an object type of the package or a double,
    /// a framework object, or a local or property holding one.
    private func holdsCollaborator(_ range: Range<Int>, depth: Int, seen: inout Set<String>) -> Bool {
        for position in range {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" { return true }
            // `self` handed over is the test case (a delegate); `self.fixture` is a property, followed below.
            if token.kind == .keyword, token.text == "self", position + 1 >= tokens.count || tokens[position + 1].text != "." { return true }
            guard token.kind == .identifier else { continue }
            let isMember = position > 1 && tokens[position - 1].text == "." && tokens[position - 2].text != "self"
            // The label of an argument (`entry:`) names nothing.
            if position + 1 < range.upperBound, tokens[position + 1].text == ":", !isMember { continue }
            if isMember {
                // `URLSession.shared`, or an implicit `.shared` of the parameter's type.
                let implicit = position < 2 || ![.identifier, .keyword].contains(tokens[position - 2].kind) && ![")", "]", "?", "!"].contains(tokens[position - 2].text)
                if Self.sharedInstances.contains(token.text), implicit || tokens[position - 2].text.first?.isUppercase == true { return true }
                // `.init(…)` of the parameter's type, unnamed: `repository: .init(store: …)` may build a collaborator.
                if token.text == "init", implicit, position + 1 < tokens.count, tokens[position + 1].text == "(" { return true }
                continue
            }
            if token.text.first?.isUppercase == true {
                if isObjectType(token.text) { return true }
                continue
            }
            if position + 1 < tokens.count, tokens[position + 1].text == "(" {
                // A helper of the file (`sampleFeed()`): what it is declared to return.
                if let result = TestInputs.resultType(ofFunctionNamed: token.text, in: tokens), isObjectType(result) { return true }
                continue
            }
            guard depth < Self.maximumDepth, seen.insert(token.text).inserted else { continue }
            // A name the file does not declare (a global of another file, a closure's parameter) may hold anything.
            guard let bound = binding(of: token.text, before: position) else { return true }
            if holdsCollaborator(bound, depth: depth + 1, seen: &seen) { return true }
        }
        return false
    }

    /// A class or actor of the package (a value in all but keyword or a data class aside), a protocol, a double, or a framework object.
    private func isObjectType(_ name: String) -> Bool {
        if doubles.isDouble(named: name) && !isPayloadDouble(name) || Self.frameworkObjects.contains(name) { return true }
        return index.declarations(named: name).contains { declaration in
            switch declaration.kind {
            case .protocol, .actor: true
            case .class: !ValueClasses.isValueClass(declaration, index) && !RecordClasses.isRecord(declaration, index) && !DataClasses.isDataClass(declaration, index)
            default: false
            }
        }
    }

    /// A double that is only a payload (`struct FakeParameter: OptionsSource { let parsedPairs: [(String, String)] }`): a struct
    /// declaring only stored data and initializers, adopting protocols that ask only for properties: canned input, no behaviour.
    private func isPayloadDouble(_ name: String) -> Bool {
        // A suite's own fake is usually nested in it (`private struct FakeParameter`).
        let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension }
        return !declared.isEmpty && !index.isExtendedWithActions(name) && declared.allSatisfy { declaration in
            declaration.kind == .struct && index.traits(of: declaration).contains(.declaresOnlyData)
                && declaration.inheritance.allSatisfy { SuiteSubjects.valueProtocols.contains($0) || RecordClasses.asksOnlyForData($0, index) }
        }
    }

    /// The annotation and initializer of `let name`/`var name`, or the annotation of a parameter of the enclosing function
    /// (`func loads(store: any FeedStore)`): the nearest declaration before `position`, else any in the file (a suite's
    /// property, `let fixture = …`).
    private func binding(of name: String, before position: Int) -> Range<Int>? {
        guard let declared = NearestLocalDeclaration.position(of: name, before: position, in: tokens, parameters: true)
            ?? NearestLocalDeclaration.first(of: name, in: tokens, parameters: true) else { return nil }
        return declared + 1..<endOfStatement(after: declared)
    }

    /// The end of the statement declaring at `start`: the first line break outside brackets not followed by a `.` chain.
    private func endOfStatement(after start: Int) -> Int {
        var depth = 0
        var current = start
        while current + 1 < tokens.count, current - start < 400 {
            let text = tokens[current].text
            if tokens[current].kind == .punctuation {
                if text == "(" || text == "[" || text == "{" { depth += 1 }
                if text == ")" || text == "]" || text == "}" { depth -= 1 }
                if depth < 0 { return current }
            }
            let next = tokens[current + 1]
            // A parameter's annotation ends at the next parameter.
            if depth == 0, next.line > tokens[current].line && next.text != "." || depth == 0 && next.text == "," { return current + 1 }
            current += 1
        }
        return current + 1
    }
}
