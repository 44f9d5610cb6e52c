import GuardrailsCore

/// For `concrete-cross-layer-reference`: `struct Hairline: View`, `struct CardBackground: ViewModifier`, `struct PillStyle:
/// ButtonStyle`: a SwiftUI view type (a struct or enum adopting, directly or through the package's protocols, one of SwiftUI's
/// view, modifier, style or shape protocols the package does not declare itself). Screens compose it in their bodies; no
/// composition root builds it and no protocol could stand in for it. A view declared in a module mapped as infrastructure is
/// misplaced, which `ui-framework-import` and `layer-dependency` report once at its declaration, not at every screen using it.
enum SwiftUIViewTypes {
    static func isView(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .struct || declaration.kind == .enum else { return false }
        var adopted = index.supertypes(of: declaration.name)
        adopted.formUnion(declaration.inheritance)
        return adopted.contains { name in viewProtocols.contains(name) && !index.declarations(named: name).contains { $0.kind == .protocol } }
    }

    /// SwiftUI's protocols a type adopts to be laid out in a view hierarchy: views, modifiers, styles and shapes.
    private static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "Shape", "InsettableShape", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle",
        "TextFieldStyle", "ProgressViewStyle", "GaugeStyle", "GroupBoxStyle", "DisclosureGroupStyle", "LabeledContentStyle",
        "ControlGroupStyle", "MenuStyle", "FormStyle", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]
}
