import GuardrailsCore

/// `NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)`, `addObserver(self, selector: …,
/// name: UIDevice.orientationDidChangeNotification, object: nil)`, `notifications(named: NSApplication.didBecomeActiveNotification)`
/// or `addObserver(forName: .AVPlayerItemDidPlayToEndTime, …)` in any type or layer: the system posts its own notifications
/// (a `…Notification` of a type the package does not declare, or a `Notification.Name` member with a framework's prefix) only
/// on the default center, so an injected center would never receive them. Removing such an observer is the same call, and so
/// is a removal naming nothing (`removeObserver(self)` in `deinit`) when the type's every other use of the default center (its
/// extensions' in the file included)
/// observes or removes such a notification, and so is `UIApplication.shared` read as such an observation's `object:` (or `of:`).
/// Posting, and observing the package's own names, stay reported.
/// That holds in the UI layer (`uiEnvironmentLayerKinds`) or a module in no layer, and elsewhere only in a type that is (by its
/// superclass, also through the package's classes) or holds a
/// UIKit or AppKit view, window or controller (`private var canvas: UIView?` of a debug overlay re-laid out on rotation): UI glue. A store, service or
/// middleware outside the UI layer observes through an injected center, which the composition root gives `.default` and
/// through which tests post the system's notifications themselves; there the default center is reported.
enum SystemNotificationObservation {
    static func isObservation(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex, inUILayer: Bool) -> Bool {
        let tokens = file.tokens
        if applications.contains(type), reference.name == "shared" {
            return isObservedApplication(reference, file, index, inUILayer: inUILayer)
        }
        guard type == "NotificationCenter" || type == "NSNotificationCenter", reference.name == "default",
              inUILayer || holdsShownView(reference, file, index),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        switch call(at: position, tokens, index) {
        case .system: return true
        case .other: return false
        case .unnamedRemoval:
            // The type's declaration and its extensions in the file alike (`private extension Cell { func observe() }`).
            let types = file.model.types
            let owner = reference.enclosingType >= 0 && Int(reference.enclosingType) < types.count ? types[Int(reference.enclosingType)].name : nil
            let others = file.model.references.filter {
                ($0.enclosingType == reference.enclosingType
                    || owner != nil && $0.enclosingType >= 0 && Int($0.enclosingType) < types.count && types[Int($0.enclosingType)].name == owner)
                    && $0.base == reference.base && $0.name == reference.name && $0.line != reference.line
            }
            let calls = others.compactMap { other in
                TokenLookup.position(line: Int(other.line), column: Int(other.column), in: tokens).map { call(at: $0, tokens, index) }
            }
            return calls.count == others.count && calls.contains(.system) && calls.allSatisfy { $0 != .other }
        }
    }

    private static let applications: Set<String> = ["UIApplication", "NSApplication"]

    /// `object: UIApplication.shared` (or `of:`) of such an allowed observation on the default center
    /// (`addObserver(forName: UIApplication.willEnterForegroundNotification, object: UIApplication.shared, …)`): the application
    /// only filters its own notification, the call's glue, not a service the observer uses.
    private static func isObservedApplication(_ reference: Reference, _ file: LintFile, _ index: PackageIndex, inUILayer: Bool) -> Bool {
        let tokens = file.tokens
        guard inUILayer || holdsShownView(reference, file, index),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens), position >= 4,
              tokens[position - 1].text == ".", tokens[position - 3].text == ":",
              tokens[position - 4].text == "object" || tokens[position - 4].text == "of" else { return false }
        // The call holding the argument: `NotificationCenter.default.addObserver(…)`.
        guard let callee = EnclosingCall.callee(of: position - 4, in: tokens), callee >= 4, tokens[callee - 1].text == ".",
              tokens[callee - 2].text == "default",
              tokens[callee - 4].text == "NotificationCenter" || tokens[callee - 4].text == "NSNotificationCenter" else { return false }
        return FrameworkNotificationObservation.observation(at: callee - 2, in: tokens, index).observes
    }

    /// The enclosing type (its declaration and extensions in the file) is or stores a UIKit or AppKit view, window or controller.
    private static func holdsShownView(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let name = types[Int(reference.enclosingType)].name
        let isUIName = { (name: String) in (name.hasPrefix("UI") || name.hasPrefix("NS")) && ["View", "Window", "Controller"].contains(where: name.hasSuffix) }
        return types.contains { declaration in
            declaration.name == name && (declaration.inheritance.first.map { isUIName($0.name) || index.supertypes(of: $0.name).contains(where: isUIName) } == true
                || declaration.members.contains { member in
                guard member.isStoredVar || member.isLet, let stored = member.propertyType?.name else { return false }
                return isUIName(stored)
            })
        }
    }

    private enum Call { case system, unnamedRemoval, other }

    private static func call(at position: Int, _ tokens: [Token], _ index: PackageIndex) -> Call {
        if FrameworkNotificationObservation.observation(at: position, in: tokens, index).observes { return .system }
        guard position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "removeObserver" else { return .other }
        // `removeObserver(self)`, `removeObserver(token)`, or the method passed on unapplied: no name, no object.
        guard position + 3 < tokens.count, tokens[position + 3].text == "(" else { return .unnamedRemoval }
        var cursor = position + 4
        var depth = 0
        while cursor + 1 < tokens.count, cursor < position + 64 {
            let text = tokens[cursor].text
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                if depth == 0 { return .unnamedRemoval }
                depth -= 1
            }
            if depth == 0, text == ",", tokens[cursor + 1].text == "name" || tokens[cursor + 1].text == "object" { return .other }
            cursor += 1
        }
        return .other
    }
}
