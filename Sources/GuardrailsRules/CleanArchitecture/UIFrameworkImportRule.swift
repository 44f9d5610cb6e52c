import GuardrailsCore

/// Feature, presentation and domain code stays framework-free so it builds and tests anywhere.
public struct UIFrameworkImportRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "ui-framework-import",
        summary: "No UIKit, SwiftUI, AppKit or Combine import outside the UI and composition layers.",
        rationale: """
        Checklist point 2 and guardrail "feature modules are Foundation-only": once a use case or presenter \
        imports a UI framework it can no longer be reused on another platform or tested without one. \
        Only the UI layer and the composition root may depend on them. A module in no layer has no layer \
        to keep framework-free, so it is not checked (`layer-dependency` asks for its layer).
        """,
        defaultSeverity: .error,
        options: [RuleOption("frameworks", .strings(["UIKit", "SwiftUI", "AppKit", "Combine", "WatchKit"]), "Modules treated as UI frameworks.")],
        triggering: [
            RuleExample("Sources/Feature/Loader.swift", "import UIKit\nstruct Loader {}"),
            RuleExample("Sources/Presentation/Presenter.swift", "@preconcurrency import Combine"),
            RuleExample("Sources/Domain/Image.swift", "import struct SwiftUI.Color"),
            RuleExample("Tests/FeatureTests/LoaderTests.swift", "import SwiftUI"),
            RuleExample("Sources/Feature/Loader.swift", "#if canImport(UIKit)\nimport UIKit\n#else\nimport Foundation\n#endif"),
            RuleExample("Sources/Feature/Loader.swift", "\u{FEFF}import UIKit\nstruct Loader {}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedView.swift", "import UIKit"),
            RuleExample("Sources/App/Main.swift", "import SwiftUI"),
            RuleExample("Sources/Feature/Loader.swift", "let s = \"import UIKit\" // import UIKit\n/* import SwiftUI */"),
            RuleExample("Sources/Feature/Loader.swift", "import Foundation"),
            RuleExample("Sources/Feature/Loader.swift", "@available(*, deprecated, message: \"import UIKit\")\nfunc f() {}"),
            RuleExample("Sources/Scratch/Playground.swift", "import SwiftUI\nstruct Sketch: View { var body: some View { Text(\"a\") } }"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let kind = file.layerKind, kind != "ui", !file.isCompositionRoot else { return [] }
        let frameworks = Set(context.strings("frameworks"))
        return file.model.imports.filter { frameworks.contains($0.module) }.map {
            Violation(
                line: $0.line, column: $0.column,
                message: "'\($0.module)' is imported outside the UI and composition layers; keep \(file.module ?? "this module") framework-free"
            )
        }
    }
}
