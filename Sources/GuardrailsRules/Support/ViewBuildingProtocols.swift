import GuardrailsCore

/// Protocols whose every method builds a view (`@ViewBuilder`, a `UIView` result): a display capability previews exercise.
enum ViewBuildingProtocols {
    /// Every instance method builds SwiftUI views: `@ViewBuilder`, or returning an `associatedtype … : View` of the protocol.
    /// UIKit and AppKit items building their own view count too (`func makeThumbnailView() -> UIView`), beside a comparison
    /// with another item (`func isSame(as other: ShelfItem?) -> Bool`), and so do synchronous questions beside a destination
    /// of its own `associatedtype … : View` (`func handlesRoute(_ route: AnyHashable) -> Bool`, probed by a cast on modules):
    /// a display capability of the items, which previews exercise.
    static func buildsViews(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }
        guard !methods.isEmpty, let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        var viewTypes: Set<String> = []
        for position in start..<end where tokens[position].text == "associatedtype" && position + 3 < end
            && tokens[position + 2].text == ":" && tokens[position + 3].text == "View" {
            viewTypes.insert(tokens[position + 1].text)
        }
        var buildsAView = false
        let allBuildOrCompare = methods.allSatisfy { method in
            if method.attributes.contains("ViewBuilder") {
                buildsAView = true
                return true
            }
            guard let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
            let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
            let arrow = parameters.end + 1
            guard arrow + 1 < end, tokens[arrow].text == "->" else { return false }
            let result = tokens[arrow + 1].text
            if viewTypes.contains(result) || !method.isAsync && Self.isFrameworkView(result, index) {
                buildsAView = true
                return true
            }
            // A comparison with another item (`isSame(as:)`) is part of the capability, and so, beside a SwiftUI destination the
            // protocol declares, is any synchronous question (`handlesRoute(_:)`: which of its views a route shows).
            return !method.isAsync && result == "Bool" && (!viewTypes.isEmpty || tokens[keyword..<parameters.end].contains { $0.text == type.name })
        }
        return allBuildOrCompare && buildsAView
    }

    /// `UIView`, `NSView` or another `UI…View` or `NS…View` the package does not declare.
    private static func isFrameworkView(_ name: String, _ index: PackageIndex) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.hasSuffix("View") && index.declarations(named: name).isEmpty
    }
}
