import GuardrailsCore

/// A library's public API handing a UI framework's types to its users (`public func launch(from window: UIWindow)`,
/// a public `DynamicProperty`): the integration its users asked for.
enum LibraryFrameworkAPI {
    /// A public type of `module` adopting SwiftUI's integration points (`extension Tally: DynamicProperty` in a file
    /// importing SwiftUI, `public struct Tally` beside it): the library hands SwiftUI integration to its users.
    static func vendsSwiftUIIntegration(_ module: String, _ index: PackageIndex) -> Bool {
        let isPublic = { (type: IndexedType) in type.modifiers.contains { $0 == "public" || $0 == "open" } }
        return swiftUIIntegrationPoints.contains { point in
            index.conformers(of: point).contains { conformer in
                conformer.module == module && !conformer.isTest && index.declarations(named: point).isEmpty
                    && index.imports(ofFile: conformer.path).contains("SwiftUI")
                    && (isPublic(conformer) || index.declarations(named: conformer.name).contains { $0.kind != .extension && $0.module == module && isPublic($0) })
            }
        }
    }

    /// SwiftUI's protocols a library adopts to integrate with it.
    private static let swiftUIIntegrationPoints = ["DynamicProperty", "ViewModifier"]

    /// Module names qualifying a framework's type in a `where` clause (`SwiftUI.View`).
    private static let qualifyingFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    /// The UI frameworks whose types the file's `public`/`open` declarations name in their signatures or supertypes: members
    /// so marked, those of a `public` extension and the requirements of a `public` protocol (`var uiviewController:
    /// UIViewController { get }`, `public func preview(_ body: () -> Void) -> EmptyView`). Names the package declares are its own.
    static func frameworksInPublicSignatures(_ file: LintFile, _ index: PackageIndex) -> Set<String> {
        var names: Set<String> = []
        for type in file.model.types {
            let isPublic = type.modifiers.contains { $0 == "public" || $0 == "open" }
            if isPublic, type.kind != .extension { names.formUnion(type.inheritance.map(\.name)) }
            // `extension UIView { public func markIgnored() }`: public API on the framework's own type, which users call on it.
            if type.kind == .extension, isPublic || type.members.contains(where: { $0.modifiers.contains { $0 == "public" || $0 == "open" } }) {
                names.insert(type.name)
                // `extension Renderer where Input == UIView` (or `Input: SwiftUI.View`): public API offered only for the framework's
                // type, named in the `where` clause on the extension's line.
                for reference in file.model.references where reference.line == type.line && reference.column > type.column
                    && (reference.base == nil || reference.base.map(Self.qualifyingFrameworks.contains) == true) {
                    names.insert(reference.name)
                }
            }
            for member in type.members where isPublic && (type.kind == .protocol || type.kind == .extension) || member.modifiers.contains(where: { $0 == "public" || $0 == "open" }) {
                if let property = member.propertyType?.name { names.insert(property) }
                // The signature runs from the member to its body's `{`, or to the end of its line without a body.
                let start = (Int32(member.line), Int32(member.column))
                let end = member.bodyLine > 0 ? (member.bodyLine, member.bodyColumn) : (Int32(member.line) + 1, 0)
                for reference in file.model.references where reference.base == nil && (reference.line, reference.column) >= start && (reference.line, reference.column) < end {
                    names.insert(reference.name)
                }
            }
        }
        names.formUnion(publicAliasTargets(file))
        names = names.filter { index.declarations(named: $0).isEmpty && !PlatformFrameworkNames.foundationTypes.contains($0) && !FoundationValueClasses.names.contains($0) }
        var frameworks: Set<String> = []
        if names.contains(where: { PlatformFrameworkNames.isFrameworkName($0, prefix: "UI") }) { frameworks.insert("UIKit") }
        // Core Data's `NSManagedObjectID` in a store adapter's public API is no AppKit type.
        if names.contains(where: { PlatformFrameworkNames.isFrameworkName($0, prefix: "NS") && !PlatformFrameworkNames.coreDataPrefixes.contains(where: $0.hasPrefix) }) {
            frameworks.formUnion(["AppKit", "Cocoa"])
        }
        if names.contains(where: { PlatformFrameworkNames.isFrameworkName($0, prefix: "WK") }) { frameworks.insert("WatchKit") }
        if !names.isDisjoint(with: SwiftUIOwnNames.swiftUINames) { frameworks.insert("SwiftUI") }
        return frameworks
    }

    /// The frameworks whose platform types a library names under its own alias (`UIColor`, `NSImage`, `WKInterfaceImage`).
    static let aliasedFrameworks: Set<String> = ["UIKit", "AppKit", "Cocoa", "WatchKit"]

    /// The names a `public`/`open` type alias stands for (`public typealias Tint = UIColor` in a `#if canImport(UIKit)` branch,
    /// `NSColor` in the other): the platform's type under the library's own name, which its public API hands to users. The
    /// model keeps no nested alias and no alias's modifiers, so the file's tokens are read, present only for a library's
    /// candidate file (`UIFrameworkImportRule.needsTokens`).
    private static func publicAliasTargets(_ file: LintFile) -> Set<String> {
        var names: Set<String> = []
        let tokens = file.tokens
        var position = 1
        while position < tokens.count {
            defer { position += 1 }
            let token = tokens[position]
            guard token.kind == .keyword, token.firstByte == UInt8(ascii: "t"), token.text == "typealias",
                  tokens[position - 1].text == "public" || tokens[position - 1].text == "open" else { continue }
            // The aliased type runs from `=` to the end of the line (`Name = UIImage`, `Name = [UIColor]`).
            var next = position + 1
            var isAliased = false
            while next < tokens.count, tokens[next].line == token.line {
                if isAliased, tokens[next].kind == .identifier { names.insert(tokens[next].text) }
                if tokens[next].kind == .operator, tokens[next].text == "=" { isAliased = true }
                next += 1
            }
            position = next - 1
        }
        return names
    }
}
