import GuardrailsCore

/// The examples of `concrete-cross-layer-reference` about the observable handle of a component library's control (a
/// flipbook's `FlipbookHandle<Deck>`, used by a screen as a `ScrollViewProxy` is): it keeps the library's own view
/// controller and values of its generic parameters, and is component state; one also keeping a service stays reported.
enum ConcreteCrossLayerReferenceRuleComponentExamples {
    /// The library's view controller, the plug-in protocol its screens adopt, and the handle keeping both.
    private static func flipbook(storing extra: String = "", building build: String = "") -> ExampleFile {
        ExampleFile(
            "Sources/Components/Flipbook.swift",
            "import UIKit\nimport Observation\npublic protocol CardDeck: Sendable {\n    associatedtype Card: Identifiable\n    func cards() async throws -> [Card]\n}\n"
                + "final class FlipbookController: UIViewController {\n    func turn(to sheet: Int) {}\n}\n"
                + "@Observable\n@MainActor\npublic final class FlipbookHandle<Deck: CardDeck> {\n    public private(set) var sheet = 0\n"
                + "    public private(set) var shown: Deck.Card?\n    private var controller: FlipbookController?\n    private var deck: Deck?\n"
                + extra + "    public init() {}\n    public func turn(to sheet: Int) {\n        self.sheet = sheet\n        controller?.turn(to: sheet)\n" + build + "    }\n}"
        )
    }

    /// A screen's model and view of another component layer holding the handle.
    private static let recipeBook = ExampleFile(
        "Sources/UI/RecipeBook.swift",
        "import SwiftUI\nimport Observation\nimport Components\nstruct RecipeDeck: CardDeck {\n    func cards() async throws -> [Recipe] { [] }\n}\n"
            + "struct Recipe: Identifiable {\n    let id: Int\n}\n@MainActor\n@Observable\nfinal class RecipeBookModel {\n    let flipbook = FlipbookHandle<RecipeDeck>()\n}\n"
            + "struct RecipeBookScreen: View {\n    let flipbook: FlipbookHandle<RecipeDeck>\n    var body: some View { Text(\"\\(flipbook.sheet)\") }\n}"
    )

    static let triggering: [RuleExample] = [
        // The same handle also keeping the library's card fetcher, a class sending requests: a service of the library.
        RuleExample(
            flipbook(
                storing: "    private let fetcher = CardFetcher()\n",
                building: "        Task { _ = try? await fetcher.fetch() }\n"
            ),
            ExampleFile(
                "Sources/Components/CardFetcher.swift",
                "import Foundation\nfinal class CardFetcher {\n    func fetch() async throws -> Data {\n        try await URLSession.shared.data(from: URL(fileURLWithPath: \"/cards\")).0\n    }\n}"
            ),
            recipeBook
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The handle keeps the library's own view controller and the deck the screen picked through its generic parameter.
        RuleExample(flipbook(), recipeBook),
    ]
}
