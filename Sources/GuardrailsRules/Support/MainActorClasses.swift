import GuardrailsCore

/// Which types run on the main actor without a `@MainActor` of their own: the UIKit, AppKit and SwiftUI
/// types the frameworks isolate, their subclasses and conformers in the package (however deep), package
/// types marked `@MainActor`, and package types that conform to a main-actor framework protocol
/// (`frameworkProtocols`) in the file of their declaration, as Swift infers isolation from them.
public struct MainActorClasses: Sendable {
    /// Framework classes and protocols whose subclasses and conformers are main-actor isolated.
    public static let frameworkRoots: [String] = [
        "UIResponder", "UIViewController", "UIView", "UIApplication", "UIWindow", "UIScene", "UIWindowScene",
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "UIHostingController", "UIGestureRecognizer",
        "UIBarItem", "UIBarButtonItem", "UINavigationItem", "UIMenu", "UIAction",
        "NSResponder", "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSApplication",
        "NSApplicationDelegate", "NSHostingController", "NSHostingView", "NSMenu", "NSMenuItem",
        "View", "App", "Scene", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "WKWebView",
    ]

    /// Delegate and data-source protocols whose Swift interface is `@MainActor` (the SDK headers mark them
    /// `NS_SWIFT_UI_ACTOR` / `WK_SWIFT_UI_ACTOR`; Apple's documentation shows `@MainActor protocol …`): a
    /// method witnessing one of their requirements is isolated. Only protocols checked one by one are listed,
    /// besides UIKit's delegates and data sources (`isUIKitMainActorProtocol`): many `NS…Delegate` protocols of
    /// Foundation and TextKit are not isolated.
    public static let frameworkProtocols: [String] = [
        "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
        "UIScrollViewDelegate", "UITableViewDelegate", "UITableViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching", "UITextFieldDelegate", "UITextViewDelegate",
        "UINavigationControllerDelegate", "UINavigationBarDelegate", "UIWebViewDelegate",
        "UIPageViewControllerDelegate", "UIPageViewControllerDataSource",
    ]

    /// UIKit marks every one of its delegate and data-source protocols `NS_SWIFT_UI_ACTOR` (`UIPageViewControllerDelegate`,
    /// `UIPickerViewDataSource`, `UIAdaptivePresentationControllerDelegate`), so a `UI…Delegate` or `UI…DataSource`
    /// the package does not declare is main-actor isolated. UIKit's other protocols are not all isolated
    /// (`UIActivityItemSource` is not), so only these two endings are read this way.
    static func isUIKitMainActorProtocol(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 3, name.hasPrefix("UI"), scalars[2].properties.isUppercase else { return false }
        return name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("DataSourcePrefetching")
    }

    /// Endings of framework class names that are views, controllers or windows (`UITableViewController`,
    /// `NSOutlineView`, `AVPlayerViewController`), and the controls (`UIControl`, `NSSegmentedControl`,
    /// `UISlider`, `NSSwitch`, `UIStepper`), all views too; only names the package does not declare are read this way.
    private static let frameworkSuffixes = [
        "ViewController", "WindowController", "View", "Cell", "Window", "Button", "Label", "TextField", "Bar",
        "Control", "Slider", "Switch", "Stepper",
    ]
    /// UIKit's `…Controller` classes are all view controllers (`UIAlertController`, `UISearchController`).
    private static let uiKitControllerSuffix = "Controller"

    private let roots: Set<String>
    private let index: PackageIndex
    /// Package types isolated by a conformance to one of the given framework protocols.
    private let conformingTypes: Set<String>

    public init(roots: [String], protocols: [String] = [], index: PackageIndex) {
        self.init(rootSet: Set(roots), protocols: protocols, index: index)
    }

    /// Isolated by the framework roots alone, whose set is built once rather than by each rule for each file.
    public init(frameworkRootsIn index: PackageIndex) {
        self.init(rootSet: Self.frameworkRootSet, protocols: [], index: index)
    }

    private init(rootSet: Set<String>, protocols: [String], index: PackageIndex) {
        roots = rootSet
        self.index = index
        conformingTypes = Self.typesIsolated(byConformingTo: protocols, index: index)
    }

    private static let frameworkRootSet = Set(frameworkRoots)

    /// Swift infers a type's isolation from a main-actor protocol it adopts on its declaration or in an
    /// extension in the same file. Only top-level types: a nested `Coordinator` of a representable must not
    /// isolate a package protocol of the same name.
    private static func typesIsolated(byConformingTo protocols: [String], index: PackageIndex) -> Set<String> {
        var names: Set<String> = []
        for conformer in protocols.flatMap(index.conformers(of:)) where conformer.parent == nil && !names.contains(conformer.name) {
            if conformer.kind != .extension || index.declarations(named: conformer.name).contains(where: { $0.path == conformer.path }) {
                names.insert(conformer.name)
            }
        }
        return names
    }

    /// True when `type` (a package type or a framework type named as written) is main-actor isolated.
    public func isIsolated(_ type: String) -> Bool {
        let supertypes = index.supertypes(of: type)
        return isIsolatedItself(type) || supertypes.contains(where: isIsolatedItself)
            || ([type] + supertypes).contains(where: subclassesExternalViewClass)
    }

    /// `Inner` as `extension Outer.Inner` names it: a type nested in `Outer` (or in an extension of it) that is
    /// `@MainActor` or derives from an isolated type.
    public func isIsolated(_ type: String, nestedIn parent: String) -> Bool {
        index.nestedTypes(in: parent).contains { nested in
            nested.name == type && nested.kind != .extension
                && (nested.attributes.contains("MainActor") || nested.inheritance.contains { $0 != type && isIsolated($0) })
        }
    }

    /// Endings of view and controller classes, whatever their prefix, of a module outside the package.
    private static let externalViewSuffixes = ["ViewController", "WindowController", "View", "Cell"]

    /// A class whose superclass comes from outside the package (undeclared here, or declared with its own name,
    /// which only a module-qualified `OtherKit.GameViewController` can be) and is named as a view or a view
    /// controller: a third-party `UIViewController` subclass isolates its subclasses as UIKit's does.
    private func subclassesExternalViewClass(_ type: String) -> Bool {
        index.declarations(named: type).contains { declaration in
            guard declaration.kind == .class, let superclass = declaration.inheritance.first,
                  superclass == declaration.name || index.declarations(named: superclass).isEmpty else { return false }
            return Self.externalViewSuffixes.contains { superclass.hasSuffix($0) && superclass.count > $0.count }
        }
    }

    /// True when `type` is a framework UI type or derives from one (`BadgeContainer: UIView`), whatever
    /// the package's own `@MainActor` attributes say.
    public func isFrameworkUIType(_ type: String) -> Bool {
        ([type] + index.supertypes(of: type)).contains { name in
            roots.contains(name) || (index.declarations(named: name).isEmpty && Self.isFrameworkViewClass(name))
        }
    }

    private func isIsolatedItself(_ type: String) -> Bool {
        if roots.contains(type) || conformingTypes.contains(type) { return true }
        let declarations = index.declarations(named: type)
        if declarations.isEmpty { return Self.isFrameworkViewClass(type) }
        return declarations.contains { declaration in
            declaration.attributes.contains("MainActor")
                || declaration.inheritance.contains { Self.isUIKitMainActorProtocol($0) && index.declarations(named: $0).isEmpty }
        }
    }

    /// `UI…Controller`, `NS…View`, `WK…View`: a framework prefix (two capitals or more) and a view-class ending.
    static func isFrameworkViewClass(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 3, scalars[0].properties.isUppercase, scalars[1].properties.isUppercase else { return false }
        if name.hasPrefix("UI"), name.hasSuffix(uiKitControllerSuffix) { return true }
        return frameworkSuffixes.contains { name.hasSuffix($0) && name.count > $0.count + 1 }
    }
}
