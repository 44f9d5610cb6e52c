import GuardrailsCore

/// `NotificationCenter.default.addObserver(self, selector: …, name: UIResponder.keyboardWillShowNotification, …)` in a
/// UIKit or AppKit view controller or view (a subclass, however deep, of `UIViewController`, `NSView`, …, an extension
/// of one, or a protocol extension constrained `where Self: UIViewController`): the platform's UI glue, as in a SwiftUI
/// view. The framework posts the keyboard, text and window notifications only on the default center, the class lays
/// itself out in reply, and nothing unit-tests it with a center of its own. For a controller only notifications of
/// responder, view and window types count: the application's lifecycle (`UIApplication.didBecomeActiveNotification`)
/// drives behaviour a controller could be handed, and stays a finding. A view has no behaviour to hand on: any framework
/// notification it observes (restarting its animation on `UIApplication.willEnterForegroundNotification`, looping its movie
/// on `.AVPlayerItemDidPlayToEndTime`, a `Notification.Name` member with the framework's prefix) only redraws it.
/// Removing such an observer (`removeObserver(self, name: …)`, or a token without a name where the type's every other use
/// of the default center is such an observation) is the same glue; posting is not.
enum ViewClassUIObservation {
    private static let viewRoots: Set<String> = [
        "UIViewController", "UIView", "UIWindow", "NSViewController", "NSView", "NSWindowController", "NSWindow",
    ]
    private static let responders: Set<String> = ["UIResponder", "NSResponder"]

    /// `at` is where the call's receiver is, when not the reference itself (a local bound to the default center).
    static func isGlue(_ reference: Reference, at use: Int? = nil, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard type == "NotificationCenter", pairs.contains("\(type).\(reference.name)"), reference.enclosingType >= 0,
              Int(reference.enclosingType) < types.count,
              let position = use ?? TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens),
              let host = host(of: types[Int(reference.enclosingType)], file.tokens), isUIType(host, index) else { return false }
        let isView = isViewType(host, index)
        switch call(at: position, file.tokens, index, isView: isView) {
        case .glue: return true
        case .other: return false
        case .unnamedRemoval:
            // `removeObserver(token)`: glue when every other use of the default center by the type observes or removes as glue.
            let others = file.model.references.filter {
                $0.enclosingType == reference.enclosingType && $0.base == "NotificationCenter" && $0.name == reference.name && $0.line != reference.line
            }
            return !others.isEmpty && others.allSatisfy { other in
                guard let at = TokenLookup.position(line: Int(other.line), column: Int(other.column), in: file.tokens) else { return false }
                return call(at: at, file.tokens, index, isView: isView) != .other
            }
        }
    }

    /// `UIApplication.shared.connectedScenes`, `NSApplication.shared.mainWindow`, `UIApplication.shared.visibleWindows` (the
    /// package's own extension) read by a UIKit or AppKit view the package declares (a subclass of `UIView`, `NSView`, a
    /// window; not a controller), static factory included: the view finding the window it places itself in (a HUD over the
    /// keyboard's window), layout as a SwiftUI view's glue is. A helper in an extension of a framework type
    /// (`extension UIWindow { static var topController… }`) serves any caller and stays reported.
    /// A member whose name holds neither `window` nor `scene`, or a call on the application (`open(_:)`), is behaviour
    /// and stays reported, and so is any such read by a controller, which has behaviour to be tested with another application.
    static func readsWindows(_ reference: Reference, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard type != "NotificationCenter", pairs.contains("\(type).\(reference.name)"), reference.enclosingType >= 0,
              Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              position + 3 >= tokens.count || tokens[position + 3].text != "(" else { return false }
        let member = tokens[position + 2].text.lowercased()
        guard member.contains("window") || member.contains("scene"),
              let host = host(of: types[Int(reference.enclosingType)], tokens) else { return false }
        // The package's own view placing itself; a helper added to a framework type (`extension UIWindow { static var top… }`) serves anyone.
        return index.declarations(named: host).contains { $0.kind == .class } && isViewType(host, index)
    }

    /// `UIMenuController.shared` (a pair of `viewPresentationSingletons`) in a UIKit or AppKit view the package declares, not a
    /// controller: a `UILabel` subclass showing the system edit menu over its own text after `becomeFirstResponder()`. The platform
    /// gives no other handle on that element and the view has no collaborator to be given one; a controller, or a helper added
    /// to a framework type (`extension UIView`), serves a screen or anyone and is reported. So is a view's helper class that is
    /// no controller (`final class EditMenuPresenter: NSObject` with `present(from view: UIView, …)`): a method taking the view
    /// it presents over as a parameter makes it that view's part, handed the view.
    static func presentsOwnElement(_ reference: Reference, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard pairs.contains("\(type).\(reference.name)"), reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let host = host(of: types[Int(reference.enclosingType)], file.tokens), index.declarations(named: host).contains(where: { $0.kind == .class }) else { return false }
        return isViewType(host, index) || isHandedView(host, file, index)
    }

    /// A class of the package, no controller by any ancestor, one of whose methods in the file takes a view as a parameter.
    private static func isHandedView(_ host: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard !([host] + index.supertypes(of: host)).contains(where: { $0.hasSuffix("ViewController") || $0.hasSuffix("WindowController") }) else { return false }
        let tokens = file.tokens
        return file.model.types.contains { declaration in
            declaration.name == host && declaration.members.contains { member in
                guard member.kind == .function, let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
                return FunctionParameters.names(declaredAt: start, in: tokens).names.contains { name in
                    FunctionParameters.type(of: name, declaredAt: start, in: tokens).map { isViewType($0, index) } == true
                }
            }
        }
    }

    private enum Call { case glue, unnamedRemoval, other }

    /// What the call on the default center at `position` does: observe or remove a framework notification the host may
    /// react to, remove an observer token without naming it, or anything else (posting, the package's own names).
    private static func call(at position: Int, _ tokens: [Token], _ index: PackageIndex, isView: Bool) -> Call {
        let isRemoval = position + 3 < tokens.count && tokens[position + 1].text == "." && tokens[position + 2].text == "removeObserver"
            && tokens[position + 3].text == "("
        guard isRemoval || FrameworkNotificationObservation.observation(at: position, in: tokens, index).observes else { return .other }
        guard let poster = poster(after: position, in: tokens) else {
            // `.AVPlayerItemDidPlayToEndTime`: a framework's name with no type to tell a responder's from the application's.
            if FrameworkNotificationObservation.namesFrameworkNameMember(at: position, in: tokens, index) { return isView ? .glue : .other }
            return isRemoval ? .unnamedRemoval : .other
        }
        // An observation's name is already known to be the framework's; a removal's is checked here.
        guard index.declarations(named: poster).isEmpty else { return .other }
        return isView || isUIType(poster, index) ? .glue : .other
    }

    /// The class the members of `type` run in: its own name, or for `extension Observing where Self: UIViewController`
    /// the class the extension is constrained to.
    private static func host(of type: TypeDecl, _ tokens: [Token]) -> String? {
        guard type.kind == .extension, let start = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return type.name }
        var cursor = start + 1
        var inWhere = false
        while cursor + 2 < tokens.count, cursor - start < 64, tokens[cursor].text != "{" {
            if tokens[cursor].text == "where" { inWhere = true }
            if inWhere, tokens[cursor].text == "Self", tokens[cursor + 1].text == ":", tokens[cursor + 2].kind == .identifier {
                return tokens[cursor + 2].text
            }
            cursor += 1
        }
        return type.name
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

    /// A view or window (`UIView`, `NSView`, `UIButton`, a package subclass of one), not a controller.
    private static func isViewType(_ name: String, _ index: PackageIndex) -> Bool {
        ([name] + index.supertypes(of: name)).contains { ancestor in
            guard !ancestor.hasSuffix("Controller") else { return false }
            return viewRoots.contains(ancestor) || index.declarations(named: ancestor).isEmpty && MainActorClasses.isFrameworkViewClass(ancestor)
        }
    }
}
