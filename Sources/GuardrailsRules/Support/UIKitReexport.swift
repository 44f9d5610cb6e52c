import GuardrailsCore

/// UIKit reached through a system framework that re-exports it on iOS (`import AuthenticationServices`), and the
/// sign-in adapter's window lookup that needs it: `ui-framework-import` reports the one, allows the other.
enum UIKitReexport {
    /// `import AuthenticationServices` (`uiKitReexportingFrameworks`) in a file naming UIKit's own types (`UIApplication`,
    /// `UIWindowScene`) without importing UIKit or SwiftUI (`uiKitCarriers`, reported or allowed by their own name): the framework
    /// brings UIKit in, and the file uses it.
    /// A name the package declares itself, or a C constant in capitals, is no UIKit type.
    static func uiKitReexport(_ file: LintFile, _ reexporters: Set<String>, _ index: PackageIndex) -> ImportDecl? {
        guard !reexporters.isEmpty, let through = file.model.imports.first(where: { !$0.isTestable && reexporters.contains($0.module) }),
              !file.model.imports.contains(where: { Self.uiKitCarriers.contains($0.module) }) else { return nil }
        let namesUIKit = file.model.references.contains { reference in
            reference.base == nil && PlatformFrameworkNames.isFrameworkName(reference.name, prefix: "UI") && index.declarations(named: reference.name).isEmpty
        }
        return namesUIKit ? through : nil
    }

    /// `func presentationAnchor(for:) -> ASPresentationAnchor` looking up the app's window (`UIApplication.shared.connectedScenes`,
    /// `UIWindowScene`) and naming UIKit nowhere else: a sign-in adapter must hand AuthenticationServices the window its system
    /// sheet is shown over. A reference lies in the anchor's span, from its line to the next member's.
    static func reachesUIKitOnlyForPresentationAnchor(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let starts = file.model.types.flatMap { $0.members.map { ($0.line, $0.name) } }.sorted { $0.0 < $1.0 }
        let spans = starts.indices.filter { starts[$0].1 == "presentationAnchor" }.map { (starts[$0].0, $0 + 1 < starts.count ? starts[$0 + 1].0 : Int.max) }
        guard !spans.isEmpty else { return false }
        return file.model.references.allSatisfy { reference in
            guard reference.base == nil, PlatformFrameworkNames.isFrameworkName(reference.name, prefix: "UI"), index.declarations(named: reference.name).isEmpty else { return true }
            return windowLookupTypes.contains(reference.name) && spans.contains { Int(reference.line) >= $0.0 && Int(reference.line) < $0.1 }
        }
    }

    /// UIKit's types an adapter names to find the app's window.
    private static let windowLookupTypes: Set<String> = ["UIApplication", "UIWindowScene", "UIWindow", "UIScene"]

    /// Imports that already carry UIKit, reported (or allowed) by their own name.
    private static let uiKitCarriers: Set<String> = ["UIKit", "SwiftUI"]
}
