import GuardrailsCore

/// `NotificationCenter.default.post(name: .skeletonWillAppear, object: view)` in a module a `.library` product vends, in a
/// package building no program, where `.skeletonWillAppear` is declared by the module's own `public extension Notification.Name`:
/// the library's published contract is that its users observe those names on the default center, so an injected center would
/// break its API. Posting another module's or an internal name, or posting from an app's modules, stays reported.
enum LibraryNotificationPost {
    static func isPublishedPost(_ reference: Reference, of type: String, _ file: LintFile, _ context: RuleContext) -> Bool {
        let tokens = file.tokens
        let index = context.index
        guard type == "NotificationCenter", reference.name == "default", let module = file.module,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "post", tokens[position + 3].text == "(",
              let name = LabelledArguments.of(callOpeningAt: position + 3, in: tokens).first(where: { $0.label == "name" }).flatMap({ memberName(at: $0.value, tokens) }),
              index.extensionMembers(of: "Name", in: module, modifier: "public").contains(name) else { return false }
        return VendedLibrary.isPublishedAPI(modifiers: ["public"], module: module, context)
    }

    /// `.skeletonWillAppear` or `Notification.Name.skeletonWillAppear` at `start`: the member's name.
    private static func memberName(at start: Int, _ tokens: [Token]) -> String? {
        var cursor = start
        if cursor + 3 < tokens.count, tokens[cursor].text == "Notification" || tokens[cursor].text == "NSNotification",
           tokens[cursor + 1].text == ".", tokens[cursor + 2].text == "Name" {
            cursor += 3
        }
        guard cursor + 2 < tokens.count, tokens[cursor].text == ".", tokens[cursor + 1].kind == .identifier,
              tokens[cursor + 2].text == "," || tokens[cursor + 2].text == ")" else { return nil }
        return tokens[cursor + 1].text
    }
}
