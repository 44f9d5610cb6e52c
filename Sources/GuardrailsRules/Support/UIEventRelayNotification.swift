import GuardrailsCore

/// A file bridging a UIKit event SwiftUI cannot observe into a notification of its own: the name declared on a framework type
/// (`extension UIDevice { static let deviceDidShake = Notification.Name(…) }`), posted on the default center only from an
/// `override` in an extension of a framework type (`extension UIWindow { override func motionEnded(…) }`, the responder the
/// system delivers the event to, which nothing composes) and observed by the file's SwiftUI view code (a `View` or
/// `ViewModifier`). The post has no object to be given a center, and the view observes where the bridge posts: the same
/// platform glue as observing a framework notification. A name posted anywhere else in the file, or observed by another
/// kind of type, stays reported.
enum UIEventRelayNotification {
    private static let calls: Set<String> = ["post", "publisher", "addObserver", "notifications"]
    private static let nameLabels: Set<String> = ["name", "for", "forName", "named"]
    private static let viewProtocols: Set<String> = ["View", "ViewModifier"]

    static func isRelay(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        let types = file.model.types
        guard type == "NotificationCenter", reference.name == "default", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let name = notificationName(callAt: position, tokens),
              types.contains(where: { extended in
                  isFrameworkExtension(extended, index) && extended.members.contains { $0.name == name && $0.modifiers.contains("static") }
              }) else { return false }
        let enclosing = types[Int(reference.enclosingType)]
        let isPost = tokens[position + 2].text == "post"
        if isPost {
            guard isOverrideInFrameworkExtension(reference, types, index) else { return false }
        } else {
            guard viewProtocols.contains(where: enclosing.inherits) else { return false }
        }
        // Every post of the name in the file is such an override's.
        for other in file.model.references where other.base == "NotificationCenter" && other.name == "default" {
            guard let at = TokenLookup.position(line: Int(other.line), column: Int(other.column), in: tokens),
                  at + 3 < tokens.count, tokens[at + 2].text == "post", notificationName(callAt: at, tokens) == name else { continue }
            if !isOverrideInFrameworkExtension(other, types, index) { return false }
        }
        return true
    }

    /// The member named by the call's notification-name argument: `deviceDidShake` of `UIDevice.deviceDidShake` or `.deviceDidShake`.
    private static func notificationName(callAt position: Int, _ tokens: [Token]) -> String? {
        guard position + 3 < tokens.count, tokens[position + 1].text == ".", calls.contains(tokens[position + 2].text),
              tokens[position + 3].text == "(" else { return nil }
        for (label, argument) in LabelledArguments.of(callOpeningAt: position + 3, in: tokens) where nameLabels.contains(label) {
            var end = argument
            while end + 2 < tokens.count, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier { end += 2 }
            if tokens[argument].text == ".", argument + 1 < tokens.count { end = argument + 1 }
            guard end + 1 < tokens.count, tokens[end + 1].text == "," || tokens[end + 1].text == ")", tokens[end].kind == .identifier else { return nil }
            return tokens[end].text
        }
        return nil
    }

    private static func isFrameworkExtension(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.kind == .extension && type.parent == nil && !index.declarations(named: type.name).contains { $0.kind != .extension }
    }

    private static func isOverrideInFrameworkExtension(_ reference: Reference, _ types: [TypeDecl], _ index: PackageIndex) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        let at = (Int32(reference.line), Int32(reference.column))
        guard isFrameworkExtension(type, index), let method = type.members.last(where: { (Int32($0.line), Int32($0.column)) < at }),
              method.kind == .function, method.modifiers.contains("override"), method.bodyLine > 0 else { return false }
        return (method.bodyLine, method.bodyColumn) < at
    }
}
