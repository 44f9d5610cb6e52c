import GuardrailsCore

/// SwiftUI's own names a file writes (`View`, `Color`, `@State`), as opposed to the platform types `import SwiftUI` brings in.
enum SwiftUIOwnNames {
    /// The file names a SwiftUI type, protocol or property wrapper the package does not declare itself (`View`, `Color`,
    /// `@State`, `#Preview`): its SwiftUI import is SwiftUI's, not only the platform's types it brings in.
    static func namesSwiftUI(_ file: LintFile, _ index: PackageIndex) -> Bool {
        !swiftUINamesOfItsOwn(file, index).isEmpty
    }

    /// The SwiftUI types, protocols and property wrappers the file names that the package does not declare itself.
    static func swiftUINamesOfItsOwn(_ file: LintFile, _ index: PackageIndex) -> Set<String> {
        var names = Set(file.model.references.lazy.filter { $0.base == nil }.map(\.name))
        for type in file.model.types {
            names.formUnion(type.inheritance.map(\.name))
            names.formUnion(type.attributes)
            for member in type.members { names.formUnion(member.attributes) }
        }
        return names.filter { swiftUINames.contains($0) && index.declarations(named: $0).isEmpty }
    }

    /// The file's only SwiftUI name of its own is `EnvironmentValues`, each time built fresh to call a system action on it
    /// (`EnvironmentValues().openURL(url)`): no view, no environment read from one.
    static func reachesOnlyEnvironmentActions(_ file: LintFile, _ index: PackageIndex) -> Bool {
        guard swiftUINamesOfItsOwn(file, index) == ["EnvironmentValues"] else { return false }
        let references = file.model.references
        return references.indices.allSatisfy { offset in
            let reference = references[offset]
            guard reference.base == nil, reference.name == "EnvironmentValues" else { return true }
            guard offset + 1 < references.count else { return false }
            let next = references[offset + 1]
            return next.base == "" && next.line == reference.line && environmentActions.contains(next.name)
        }
    }

    /// SwiftUI's environment actions that hand a request to the system.
    private static let environmentActions: Set<String> = ["openURL"]

    /// SwiftUI's own names that non-view code may still write: views and their building blocks, values, property wrappers.
    static let swiftUINames: Set<String> = [
        "View", "ViewModifier", "ViewBuilder", "App", "Scene", "Shape", "PreviewProvider", "Preview", "DynamicProperty",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "Text", "Image", "Label", "Button", "Toggle", "List", "ForEach", "VStack", "HStack", "ZStack", "Spacer", "Group", "AnyView",
        "EmptyView", "ScrollView", "NavigationStack", "NavigationView", "NavigationLink", "NavigationPath", "GeometryReader",
        "GeometryProxy", "Color", "Font", "Animation", "Angle", "UnitPoint", "Alignment", "Edge", "EdgeInsets", "ColorScheme",
        "ScenePhase", "Binding", "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues",
        "EnvironmentKey", "AppStorage", "SceneStorage", "FocusState", "Namespace", "Bindable", "withAnimation",
        // Preview customization (Xcode 16): a library's public `extension PreviewTrait` hands it to its users' `#Preview`s.
        "PreviewTrait", "PreviewModifier",
    ]
}
