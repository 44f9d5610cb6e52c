import GuardrailsCore

/// `@ObservedObject private var model: NoteModel = locator.resolve(NoteModel.self)!`, or `model = locator.resolve(NoteModel.self)!`
/// in the view's initializer (`_model = StateObject(wrappedValue: …)` too): the metatype keys a lookup whose result a property
/// carrying an observation wrapper keeps, so it names the very observable class the wrapper requires, which
/// `concrete-cross-layer-reference` accepts at the annotation. Reaching a locator from a view is `service-locator`'s concern;
/// no protocol could stand in for the key. Building the object in place (`= NoteModel(loader: …)`) is not a lookup.
enum ObservedLookupKeys {
    /// The properties of the type `typeName` (in the file's declarations of it, extensions included) carrying a wrapper that
    /// accepts `declaration`, annotated as that class or not annotated (`@StateObject var model = locator.resolve(NoteModel.self)!`).
    static func properties(
        of typeName: String, in types: [TypeDecl], holding declaration: IndexedType, configured: Set<String>, _ index: PackageIndex
    ) -> Set<String> {
        var names: Set<String> = []
        for type in types where type.name == typeName && type.kind != .protocol {
            for member in type.members where member.kind == .variable && !member.attributes.isEmpty && !member.modifiers.contains("static") {
                guard member.propertyType.map({ !$0.isAnnotated || $0.name == declaration.name }) ?? true,
                      member.attributes.contains(where: { ObservationWrappers.accepts($0, holding: declaration, configured: configured, index) })
                else { continue }
                names.insert(member.name)
            }
        }
        return names
    }

    /// The annotation at `position` is followed, on its line, by `= …` naming `Name.self` of the same name: the initial value looks it up.
    static func initialValueLooksUp(annotatedAt position: Int, in tokens: [Token]) -> Bool {
        let name = tokens[position].text
        var next = position + 1
        var assigned = false
        while next < tokens.count, !tokens[next].startsLine {
            if tokens[next].kind == .operator, tokens[next].text == "=" { assigned = true }
            if assigned, tokens[next].text == name, isMetatype(at: next, in: tokens) { return true }
            next += 1
        }
        return false
    }

    /// The metatype `Name.self` at `position` is inside the value assigned to one of `properties` by the statement holding it:
    /// `model = …`, `self.model = …`, `_model = …` (the wrapper's storage), or a declaration `var model = …`.
    static func fills(_ properties: Set<String>, keyAt position: Int, in tokens: [Token]) -> Bool {
        guard isMetatype(at: position, in: tokens) else { return false }
        // Back to the statement's `=`, out of the brackets the key sits in; a brace or the statement's first line stops the walk.
        var depth = 0
        var current = position - 1
        while current > 0, position - current < 96 {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]": depth += 1
                case "(", "[": depth -= 1
                case "{", "}", ";": return false
                default: break
                }
            }
            if token.kind == .operator, token.text == "=", depth <= 0 {
                let target = tokens[current - 1]
                guard target.kind == .identifier else { return false }
                let name = target.text.hasPrefix("_") ? String(target.text.dropFirst()) : target.text
                return properties.contains(name)
            }
            // A line continues the statement when it starts a chained member or follows an open bracket, a comma or an operator.
            if token.startsLine, token.text != ".", !["(", "[", ","].contains(tokens[current - 1].text), tokens[current - 1].kind != .operator {
                return false
            }
            current -= 1
        }
        return false
    }

    /// `Name.self`.
    private static func isMetatype(at position: Int, in tokens: [Token]) -> Bool {
        position + 2 < tokens.count && tokens[position + 1].text == "." && tokens[position + 2].text == "self"
    }
}
