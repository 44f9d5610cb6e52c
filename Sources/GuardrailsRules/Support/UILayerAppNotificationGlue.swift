import GuardrailsCore

/// `NotificationCenter.default.addObserver(forName: NSApplication.didUpdateNotification, object: NSApp, queue: .main)` in a
/// file of a UI layer, whatever type holds the call (a helper revalidating touch-bar items, not only a view or controller):
/// the framework posts its application, window and responder notifications only on the default center, so an injected
/// center would never receive them; that is platform glue, as `viewPlatformSingletons` allows for views. Removing that
/// observer is the same glue (`observer.map(NotificationCenter.default.removeObserver)`, a token without a name, when the
/// type's every other use of the default center, in its declaration or its extensions in the file, is such an observation). Posting, or observing the package's own
/// notification, stays reported, and so does the observation by a view model or controller (see `isBehaviourHolder`).
enum UILayerAppNotificationGlue {
    private static let posters: Set<String> = [
        "UIApplication", "NSApplication", "UIResponder", "NSResponder", "UIWindow", "NSWindow", "UIScene", "UIWindowScene", "UIScreen", "NSScreen",
    ]

    static func isGlue(_ reference: Reference, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard type == "NotificationCenter", pairs.contains("\(type).\(reference.name)"), !isBehaviourHolder(reference, file.model.types),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        switch call(at: position, tokens, index) {
        case .glue: return true
        case .other: return false
        case .unnamedRemoval:
            // The type's other uses, in its declaration or its extensions in the file (`extension LoginVC { func observeKeyboard() }`).
            let types = file.model.types
            let owner = { (enclosing: Int32) -> String? in enclosing >= 0 && Int(enclosing) < types.count ? types[Int(enclosing)].name : nil }
            let removingType = owner(reference.enclosingType)
            let others = file.model.references.filter {
                $0.base == "NotificationCenter" && $0.name == reference.name && $0.line != reference.line
                    && ($0.enclosingType == reference.enclosingType || removingType != nil && owner($0.enclosingType) == removingType)
            }
            return !others.isEmpty && others.contains { other in
                TokenLookup.position(line: Int(other.line), column: Int(other.column), in: tokens).map { call(at: $0, tokens, index) == .glue } ?? false
            } && others.allSatisfy { other in
                TokenLookup.position(line: Int(other.line), column: Int(other.column), in: tokens).map { call(at: $0, tokens, index) != .other } ?? false
            }
        }
    }

    /// A view model, controller, presenter, coordinator or store (by name, or an `ObservableObject`): reacting to the
    /// application's lifecycle there (`fetchHomeState()` on `didBecomeActiveNotification`) is behaviour a test drives through
    /// an injected center, as `ViewClassUIObservation` keeps it for controllers.
    private static func isBehaviourHolder(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        var owner = reference.enclosingType >= 0 && Int(reference.enclosingType) < types.count ? Int(reference.enclosingType) : nil
        while let current = owner {
            let type = types[current]
            if behaviourSuffixes.contains(where: type.name.hasSuffix) || type.inherits("ObservableObject") || type.attributes.contains("Observable") { return true }
            owner = type.parent
        }
        return false
    }

    private static let behaviourSuffixes = ["ViewModel", "VM", "Controller", "Presenter", "Coordinator", "Store", "Interactor"]

    private enum Call { case glue, unnamedRemoval, other }

    /// `addObserver(…)`/`removeObserver(…)` naming a UIKit or AppKit type's `…Notification`, a removal naming none (also the
    /// method passed on unapplied, `.map(NotificationCenter.default.removeObserver)`), or anything else.
    private static func call(at position: Int, _ tokens: [Token], _ index: PackageIndex) -> Call {
        guard position + 2 < tokens.count, tokens[position + 1].text == "." else { return .other }
        let method = tokens[position + 2].text
        guard method == "addObserver" || method == "removeObserver" else { return .other }
        guard position + 3 < tokens.count, tokens[position + 3].text == "(" else { return method == "removeObserver" ? .unnamedRemoval : .other }
        var cursor = position + 4
        var depth = 0
        var named = false
        while cursor + 2 < tokens.count, cursor < position + 64 {
            let token = tokens[cursor]
            if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
            if token.text == ")" || token.text == "]" || token.text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.text == "name" || token.text == "forName", tokens[cursor + 1].text == ":" { named = true }
            if depth == 0, token.kind == .identifier, tokens[cursor + 1].text == ".", tokens[cursor + 2].text.hasSuffix("Notification") {
                let poster = token.text
                guard index.declarations(named: poster).isEmpty, posters.contains(poster) || MainActorClasses.isFrameworkViewClass(poster) else { return .other }
                return .glue
            }
            cursor += 1
        }
        return method == "removeObserver" && !named ? .unnamedRemoval : .other
    }
}
