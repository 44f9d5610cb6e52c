import GuardrailsCore

/// UI frameworks a file imports only for allowed platform types (device information, lifecycle, services): it uses
/// no UI of theirs.
enum PlatformOnlyFrameworks {
    /// Frameworks whose types the file names are all device and screen information (`UIDevice`, `UIScreen`): UIKit,
    /// AppKit and WatchKit by their type prefixes (`UI`, `NS`, `WK`). A Foundation `NS` type (`foundationTypes`: the
    /// `NSNotification` a lifecycle observer receives) is no AppKit type; any other `NS` type keeps AppKit reported.
    /// `sharedTypes` (`NSDiffableDataSourceSnapshotReference`) are UIKit's types too, though named with AppKit's prefix.
    static func frameworksUsedOnlyForPlatformInfo(
        _ file: LintFile, _ infoTypes: Set<String>, sharedTypes: Set<String>, acceptingUnnamed: Bool = false
    ) -> Set<String> {
        guard !infoTypes.isEmpty else { return [] }
        var names = Set(file.model.references.lazy.filter { $0.base == nil }.map(\.name))
        for type in file.model.types { names.insert(type.name); names.formUnion(type.inheritance.map(\.name)) }
        for alias in file.model.aliases { names.formUnion(alias.aliasedNames) }
        let prefixes = ["UIKit": "UI", "AppKit": "NS", "Cocoa": "NS", "WatchKit": "WK"]
        var unnamed: Set<String> = []
        let allowed = Set(prefixes.compactMap { framework, prefix in
            let named = names.filter {
                (PlatformFrameworkNames.isFrameworkName($0, prefix: prefix) || prefix == "UI" && sharedTypes.contains($0))
                    && !PlatformFrameworkNames.foundationTypes.contains($0) && !FoundationValueClasses.names.contains($0)
                    // `UIKitScreenTracker`, named after the framework itself, is the package's type: UIKit's own never start so.
                    && !$0.hasPrefix("UIKit")
            }
            if named.isEmpty { unnamed.insert(framework) }
            return !named.isEmpty && named.isSubset(of: infoTypes) ? framework : nil
        })
        // `#if os(iOS) import UIKit … UIDevice.current.model #else import AppKit … Host.current().name #endif`: the other
        // platform's branch of the same device description imports its framework and names nothing of it.
        // With `acceptingUnnamed`, a framework imported only so the members of its image are visible names none of it.
        return allowed.isEmpty && !acceptingUnnamed ? [] : allowed.union(unnamed)
    }
}
