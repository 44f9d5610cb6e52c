import GuardrailsCore

/// The examples of `shared-instance-access` about a palette grouping its colors in nested value structs: an immutable
/// palette like one storing the colors itself, read and injected through its one instance; and the near miss with state.
enum SharedInstanceAccessRulePaletteExamples {
    private static func skin(gauge: String) -> ExampleFile {
        ExampleFile(
            "Sources/Feature/Skin.swift",
            "import SwiftUI\n\n@Observable public final class Skin {\n    private init() {}\n    public struct Tints {\n        public let sunny = Color(\"Sunny\", bundle: .module)\n        public let stormy = Color(\"Stormy\", bundle: .module)\n        public let gauge = Gauge()\n    }\n    public struct Gauge {\n\(gauge)\n        public let width: CGFloat = 2\n    }\n    public static let `default` = Skin()\n    public let tints = Tints()\n    public let accent = Color(\"Accent\", bundle: .module)\n}\n\nstruct SkinModifier: ViewModifier {\n    func body(content: Content) -> some View {\n        content.environment(Skin.default)\n    }\n}"
        )
    }

    private static let badge = ExampleFile(
        "Sources/Feature/ForecastBadge.swift",
        "import SwiftUI\n\nstruct ForecastBadge: View {\n    let stormy: Bool\n    var body: some View {\n        Text(\"Now\").foregroundStyle(stormy ? Skin.default.tints.stormy : Skin.default.tints.gauge.needle)\n    }\n}"
    )

    static let triggering: [RuleExample] = [
        // A `var` two levels down: one reader may repaint what every other reads, so the instance is state to inject.
        RuleExample(skin(gauge: "        public var needle = Color.orange"), badge),
    ]

    static let nonTriggering: [RuleExample] = [
        // Only `let`s of colors and sizes, grouped in nested structs at any depth: how the app looks, and the modifier
        // putting it in the environment is its injection.
        RuleExample(skin(gauge: "        public let needle = Color.orange"), badge),
    ]
}
