import GuardrailsCore

/// Whether a platform singleton is read by a SwiftUI view doing the platform's UI glue: a type conforming to `View`,
/// `ViewModifier` or `Scene` (directly or through the package's protocols refining one, or an extension of SwiftUI's protocol itself, `extension View`), or a free function returning `some View` or `some Scene` (view code laying out its content as a view does), on its declaration or the package's declaration of the type an extension extends, observing a notification the
/// framework posts (`NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)`) or calling
/// the application object (`UIApplication.shared.sendAction(…)` to end editing, its scenes for the review prompt).
/// Views are not unit-tested and take no initializer arguments for such glue; what they decide goes to the store, where
/// the reaction is tested. The application's `delegate` (a service locator) and a view's own or posted notifications
/// are no such glue, nor is anything read by a view model or other helper type nested in the view.
enum ViewPlatformGlue {
    /// SwiftUI's protocols of view code: a modifier padding its content for the keyboard is as much a view as a `View`. A
    /// `UIViewRepresentable` is not among them: it, and its coordinator, carry the UIKit side's behaviour.
    static let viewProtocols: Set<String> = ["View", "ViewModifier"]

    /// The view code glue may sit in: a `Scene`'s body (a menu-bar extra's buttons) builds views as a `View`'s does.
    private static let glueProtocols = viewProtocols.union(["Scene"])

    /// `at` is where the call's receiver is, when not the reference itself (a local bound to the default center).
    static func isGlue(_ reference: Reference, at use: Int? = nil, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard pairs.contains("\(type).\(reference.name)"), Int(reference.enclosingType) < types.count,
              let position = use ?? TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens) else { return false }
        let isView: Bool
        if reference.enclosingType >= 0 {
            let enclosing = types[Int(reference.enclosingType)]
            // `extension View { func hideKeyboardOnTap() -> some View }`: SwiftUI's own protocol extended, a modifier every view gets.
            let extendsGlueProtocol = enclosing.kind == .extension && glueProtocols.contains(enclosing.name)
                && !index.declarations(named: enclosing.name).contains { $0.kind != .extension }
            isView = glueProtocols.contains(where: enclosing.inherits) || extendsGlueProtocol
                || enclosing.kind == .extension && index.declarations(named: enclosing.name).contains { declaration in
                    declaration.kind != .extension && glueProtocols.contains { declaration.inheritance.contains($0) }
                }
                // `struct QuoteBlock: StyledBlockView` where the package's `protocol StyledBlockView: BlockView` and
                // `protocol BlockView: View` (another module's): a view through the package's own refinements.
                || enclosing.inheritance.lazy.map(\.name).contains { name in
                    index.declarations(named: name).contains { $0.kind == .protocol }
                        && glueProtocols.contains { index.inherits(name, from: $0) }
                }
        } else {
            // `func menuBar(model: TrayModel) -> some Scene { … }`: a free function building view code.
            isView = EnclosingFunctionHeader.function(enclosing: position, file.tokens).map {
                EnclosingFunctionHeader.returnsOpaque($0, of: glueProtocols, file.tokens)
            } ?? false
        }
        guard isView else { return false }
        let tokens = file.tokens
        if type == "NotificationCenter" { return FrameworkNotificationObservation.observation(at: position, in: tokens, index).observes }
        return !(position + 2 < tokens.count && tokens[position + 1].text == "." && tokens[position + 2].text == "delegate")
    }
}
