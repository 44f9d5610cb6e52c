import GuardrailsCore

/// A feature interface's seam through which a screen built by its UI module is handed across (`AnyView`, a protocol
/// returning `UIViewController`): it names the framework's view without building one.
enum FeatureScreenSeams {
    /// Layer kinds of a feature's modules, whose interface may declare the seam its screen is built through.
    static let viewSeamLayerKinds: Set<String> = ["feature", "presentation"]

    /// The file's only SwiftUI names of its own are the type-erased view (`AnyView`, with `EmptyView` for a placeholder) and its
    /// public declarations name it (`public var makeView: (Store) -> AnyView`): a factory or provider handing a screen built
    /// elsewhere across, which declares, styles and composes no view.
    static func declaresTypeErasedViewSeam(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let names = SwiftUIOwnNames.swiftUINamesOfItsOwn(file, index)
        return names.contains("AnyView") && names.isSubset(of: Self.typeErasedViewNames) && LibraryFrameworkAPI.frameworksInPublicSignatures(file, index).contains("SwiftUI")
    }

    /// The frameworks whose view controller a feature interface's protocol may hand across.
    static let screenFactoryFrameworks: Set<String> = ["UIKit", "AppKit", "Cocoa"]

    /// The platform's view controllers, the screen a factory requirement returns or a presenting requirement takes, with the
    /// framework's own subclasses (a builder returning the `UITabBarController` of a tab flow hands a screen across the same
    /// way) and AppKit's window controller, a window's screen.
    private static let viewControllerTypes: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "UITableViewController", "UICollectionViewController",
        "NSViewController", "NSTabViewController", "NSSplitViewController", "NSPageController", "NSWindowController",
    ]

    /// The file's only UIKit or AppKit names of its own are the view controller, each in a requirement of a public protocol
    /// (`func makeInbox() -> UIViewController`, `func showPromotion(over screen: UIViewController)`): an interface through
    /// which features get or present a screen built elsewhere, declaring, laying out and presenting none itself. A protocol
    /// constrained to a view (`where Self: UIView`) or a framework name outside the requirements keeps it reported.
    static func declaresScreenFactoryProtocol(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let requirementLines = Set(file.model.types.lazy.filter { $0.kind == .protocol && $0.modifiers.contains { $0 == "public" || $0 == "open" } }
            .flatMap { $0.members.map(\.line) })
        guard !requirementLines.isEmpty else { return false }
        var handsScreen = false
        for reference in file.model.references where reference.base == nil && (PlatformFrameworkNames.isFrameworkName(reference.name, prefix: "UI") || PlatformFrameworkNames.isFrameworkName(reference.name, prefix: "NS")) {
            guard !PlatformFrameworkNames.foundationTypes.contains(reference.name), !FoundationValueClasses.names.contains(reference.name), index.declarations(named: reference.name).isEmpty else { continue }
            guard viewControllerTypes.contains(reference.name), requirementLines.contains(Int(reference.line)) else { return false }
            handsScreen = true
        }
        return handsScreen
    }

    /// SwiftUI's type-erased view and the empty view a placeholder wraps.
    private static let typeErasedViewNames: Set<String> = ["AnyView", "EmptyView"]
}
