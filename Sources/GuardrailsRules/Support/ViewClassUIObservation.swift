import GuardrailsCore

/// `NotificationCenter.default.addObserver(self, selector: …, name: UIResponder.keyboardWillShowNotification, …)` in a
/// UIKit or AppKit view controller or view (a subclass, however deep, of `UIViewController`, `NSView`, …, or an extension
/// of one): the platform's UI glue, as in a SwiftUI view. The framework posts the keyboard, text and window notifications
/// only on the default center, the class lays itself out in reply, and nothing unit-tests it with a center of its own.
/// Only notifications of responder, view and window types count: the application's lifecycle
/// (`UIApplication.didBecomeActiveNotification`) drives behaviour a controller could be handed, and stays a finding.
enum ViewClassUIObservation {
    private static let viewRoots: Set<String> = [
        "UIViewController", "UIView", "UIWindow", "NSViewController", "NSView", "NSWindowController", "NSWindow",
    ]
    private static let responders: Set<String> = ["UIResponder", "NSResponder"]

    static func isGlue(_ reference: Reference, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard type == "NotificationCenter", pairs.contains("\(type).\(reference.name)"), reference.enclosingType >= 0,
              Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens),
              FrameworkNotificationObservation.observation(at: position, in: file.tokens, index).observes,
              let poster = poster(after: position, in: file.tokens), isUIType(poster, index) else { return false }
        return isUIType(types[Int(reference.enclosingType)].name, index)
    }

    /// `UIResponder` of `name: UIResponder.keyboardWillShowNotification`: the first `Type.…Notification` of the call.
    private static func poster(after position: Int, in tokens: [Token]) -> String? {
        var cursor = position + 4
        var depth = 0
        while cursor + 2 < tokens.count, cursor < position + 64 {
            if tokens[cursor].text == "(" { depth += 1 }
            if tokens[cursor].text == ")" {
                if depth == 0 { return nil }
                depth -= 1
            }
            if tokens[cursor].kind == .identifier, tokens[cursor + 1].text == ".", tokens[cursor + 2].text.hasSuffix("Notification") {
                return tokens[cursor].text
            }
            cursor += 1
        }
        return nil
    }

    /// A responder, view, window or view controller of the frameworks, or a package type deriving from one.
    private static func isUIType(_ name: String, _ index: PackageIndex) -> Bool {
        if responders.contains(name) { return index.declarations(named: name).isEmpty }
        return ([name] + index.supertypes(of: name)).contains { ancestor in
            viewRoots.contains(ancestor) || index.declarations(named: ancestor).isEmpty && MainActorClasses.isFrameworkViewClass(ancestor)
        }
    }
}
