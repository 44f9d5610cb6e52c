import GuardrailsCore

/// Whether `NotificationCenter.default` observes a framework notification filtered to an object the observer holds
/// (`publisher(for: UITextField.textDidChangeNotification, object: view.textField)` in a coordinator storing `view`, or
/// `object: self`): view wiring equal to target-action on its own control. The framework posts it to the default
/// center, so an injected center would never hear it, and nothing shared is depended on. Removing that observer
/// (`removeObserver(self, name: UITextField.textDidChangeNotification, object: field)`, often in `deinit`) passes the
/// same test: undoing the wiring is part of it.
enum OwnObjectObservation {
    /// `at` is where the call's receiver is, when not the reference itself (a local bound to the default center).
    static func isOwn(_ reference: Reference, at use: Int? = nil, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard type == "NotificationCenter", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = use ?? TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens),
              let root = FrameworkNotificationObservation.observation(at: position, in: file.tokens, index).objectRoot else { return false }
        if root == "self" { return true }
        let name = types[Int(reference.enclosingType)].name
        return types.contains { declaration in
            declaration.name == name && declaration.members.contains { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && $0.name == root }
        }
    }
}
