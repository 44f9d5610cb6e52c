import GuardrailsCore

/// The examples of `concrete-cross-layer-reference` about another layer's struct storing arrays or dictionaries: a
/// response holding `[ItemRecord]?` and `[String: String]` is data like one holding an `ItemRecord`, so naming it is not
/// reported. A struct storing a collection of services (`[any Transport]`) or of a class with behavior still is.
enum ConcreteCrossLayerReferenceRuleCollectionExamples {
    /// A feature naming the infrastructure's response as the result of a call and building an empty one.
    private static let shelf = ExampleFile(
        "Sources/Feature/ShelfLoader.swift",
        "import Infrastructure\nfunc emptyShelf() -> Result<CatalogPage, Error> {\n    let kind = CatalogPage.self\n    return .success(kind.init())\n}"
    )

    private static func page(stored: String, extra: String) -> ExampleFile {
        ExampleFile("Sources/Infrastructure/CatalogPage.swift", extra + "public struct CatalogPage {\n" + stored + "\n    public init() {}\n}")
    }

    static let triggering: [RuleExample] = [
        // The struct keeps the transports it was handed: a collection of services is services, not data.
        RuleExample(
            page(
                stored: "    public var routes: [any Transport] = []\n    public var spares: [String: any Transport] = [:]",
                extra: "public protocol Transport {\n    func send(_ body: String)\n}\n"
            ),
            shelf
        ),
        // An array of a class of the package that does work (it uploads): the struct holds collaborators.
        RuleExample(
            page(
                stored: "    public var uploaders: [ChunkUploader] = []",
                extra: "import Foundation\npublic final class ChunkUploader {\n    private let session = URLSession.shared\n"
                    + "    public func upload(_ data: Data) { session.uploadTask(with: URLRequest(url: URL(fileURLWithPath: \"/\")), from: data).resume() }\n}\n"
            ),
            shelf
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A response storing an optional array of records, a dictionary of headers and nested arrays: plain data throughout.
        RuleExample(
            page(
                stored: "    public var items: [ItemRecord]?\n    public var headers: [String: String] = [:]\n    public var grid: [[Int]] = []",
                extra: "public struct ItemRecord {\n    public var sku: String\n    public var price: Int\n}\n"
            ),
            shelf
        ),
    ]
}
