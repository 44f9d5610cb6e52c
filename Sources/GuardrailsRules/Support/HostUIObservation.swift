import GuardrailsCore

/// Instrumentation observing the host app's UI (a recorder, a swizzler, a delegate proxy), which builds none.
enum HostUIObservation {
    /// UI frameworks an observer of the host app's UI adapts.
    static let observedFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa"]

    /// Instrumentation of the host app's UI, which it observes and builds none of: a file that casts or type-checks the
    /// framework's elements it is handed (`guard let picker = view as? UIPickerView`, `controller is UIAlertController`),
    /// swizzles a framework method (`UIApplication.self` handed to a method lookup beside a swizzler), or proxies a
    /// framework delegate (adopting `UIScrollViewDelegate` and forwarding the rest through `forwardingTarget(for:)`); and
    /// that calls no framework initializer (`UILabel(…)`), subclasses no framework element, calls none of the methods that
    /// lay out, present or drive UI (`addSubview`, `present`), names nothing of SwiftUI's own and holds no presentation type.
    /// Code that only borrows a framework type (a `UIFont?` parameter) observes nothing and stays checked.
    static func observesHostUI(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let references = file.model.references
        let isFrameworkType = { (name: String) in
            ["UI", "NS", "WK", "SF"].contains { PlatformFrameworkNames.isFrameworkName(name, prefix: $0) } && !PlatformFrameworkNames.foundationTypes.contains(name)
                && !FoundationValueClasses.names.contains(name) && index.declarations(named: name).isEmpty
        }
        let isElement = { (name: String) in PlatformFrameworkNames.uiElementSuffixes.contains(where: name.hasSuffix) }
        let types = file.model.types
        // A cast or type check in code, not a constraint of a declaration's header (`extension Box where Base: UIView`).
        let headerLines = Set(types.map(\.line))
        let casts = references.contains {
            $0.statesCapability && $0.base == nil && isFrameworkType($0.name) && isElement($0.name) && !headerLines.contains(Int($0.line))
        }
        let names = Set(references.map(\.name)).union(types.map(\.name)).union(types.flatMap { $0.members.map(\.name) })
        let swizzles = references.contains { $0.isMetatypeArgument && $0.base == nil && isFrameworkType($0.name) }
            && names.contains { $0.localizedCaseInsensitiveContains("swizzl") }
        let proxies = names.contains("forwardingTarget")
            && types.contains { $0.inheritance.contains { isFrameworkType($0.name) && $0.name.hasSuffix("Delegate") } }
        guard casts || swizzles || proxies, !PresentationStateHolders.holdsPresentationState(file), !SwiftUIOwnNames.namesSwiftUI(file, index) else { return false }
        // It inspects what it is handed: reaching the app's own UI through a framework singleton (`UIApplication.shared`'s
        // scenes, `NSApp`) is driving it.
        let buildsUI = references.contains { reference in
            reference.base == nil && reference.hasArguments && isFrameworkType(reference.name) || Self.uiDrivingCalls.contains(reference.name)
                || reference.base.map { isFrameworkType($0) && Self.singletonAccessors.contains(reference.name) } == true
                || reference.base == nil && AppLifecycleUse.sharedApplicationGlobals[reference.name] != nil
        }
        return !buildsUI && !types.contains { $0.inheritance.contains { isFrameworkType($0.name) && isElement($0.name) } }
    }

    /// Accessors of a framework's shared instances (`UIApplication.shared`, `UIScreen.main`, `UIDevice.current`).
    private static let singletonAccessors: Set<String> = ["shared", "main", "current", "default", "general"]

    /// Methods that lay out, present or otherwise drive UI: code calling one builds UI, not only observes it.
    private static let uiDrivingCalls: Set<String> = [
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "present", "dismiss", "pushViewController",
        "popViewController", "popToRootViewController", "setViewControllers", "showDetailViewController", "addChild", "removeFromParent",
        "makeKeyAndVisible", "makeKeyAndOrderFront", "orderFront", "setNeedsLayout", "layoutIfNeeded", "becomeFirstResponder",
        "resignFirstResponder", "reloadData", "addGestureRecognizer", "addSublayer", "setContentOffset", "scrollToRow", "selectRow",
    ]
}
