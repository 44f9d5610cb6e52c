import GuardrailsCore

/// For `shared-instance-access`: `struct World { var center: NotificationCenter = .default; var files: FileSystem =
/// FileManager.default; var now: () -> Date = Date.init }` whose instance the module keeps in a global (`var current =
/// World()`): the dependency environment the rest of the module reads its collaborators from and tests replace, slot by
/// slot or whole. Its stored `var`s' initial values are the live wiring, so the struct is the composition itself, not a
/// component reaching for a singleton. It must store only `var`s, none `private` (each a slot to replace), and be bound whole
/// to a top-level variable of its file.
enum DependencyEnvironmentStruct {
    static func isLiveSlot(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let environment = types[Int(reference.enclosingType)]
        guard environment.kind == .struct, environment.parent == nil,
              let slot = environment.members.last(where: { $0.line <= Int(reference.line) }), slot.line == Int(reference.line),
              slot.kind == .variable, slot.isStoredVar, !slot.modifiers.contains("static"),
              ProtocolTypedSeam.isWholeInitialValue(reference, file.tokens) || ProtocolTypedSeam.isInClosureInitialValue(reference, of: slot, file.tokens)
        else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: environment)
        guard stored.count > 1, stored.allSatisfy({ $0.isStoredVar && !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate") }) else { return false }
        return isBoundToGlobal(environment.name, file.tokens)
    }

    /// `var current = World()` (or `let`) outside every brace of the file.
    private static func isBoundToGlobal(_ name: String, _ tokens: [Token]) -> Bool {
        var depth = 0
        for position in tokens.indices {
            let text = tokens[position].text
            if tokens[position].kind == .punctuation {
                if text == "{" { depth += 1 } else if text == "}" { depth -= 1 }
                continue
            }
            guard depth == 0, text == name, position >= 3, position + 2 < tokens.count, tokens[position + 1].text == "(", tokens[position + 2].text == ")",
                  tokens[position - 1].text == "=", tokens[position - 2].kind == .identifier,
                  tokens[position - 3].text == "var" || tokens[position - 3].text == "let" else { continue }
            return true
        }
        return false
    }
}
