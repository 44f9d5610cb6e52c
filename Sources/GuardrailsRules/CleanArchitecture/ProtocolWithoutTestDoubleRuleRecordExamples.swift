import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about the common faces of the package's record classes (a generator's
/// parsed nodes, a client's request records) and of items that build their own UIKit views, beside the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let recordTriggeringExamples: [RuleExample] = [
        // Extensions of types no file declares in a module without Core Data: framework types, not generated entities.
        RuleExample(
            ExampleFile("Sources/Tickets/EntityMapping.swift", "import Foundation\n\nprotocol EntityMapping {\n    associatedtype Value\n    func makeValue() -> Value\n    func absorb(_ value: Value)\n}\nfinal class Importer { func run<E: EntityMapping>(_ entity: E) {} }"),
            ExampleFile("Sources/Tickets/TicketEntity+Mapping.swift", "import Foundation\n\nextension TicketEntity: EntityMapping {\n    func makeValue() -> Ticket { Ticket(id: id ?? \"\") }\n    func absorb(_ value: Ticket) { id = value.id }\n}")
        ),
        // Adopted only by `@Model` classes but not refining `PersistentModel`: a method taking parameters keeps it a seam.
        RuleExample("Sources/Library/Label.swift", "import SwiftData\n\npublic protocol Label: AnyObject {\n    var text: String { get }\n    static func make(in context: ModelContext, text: String) -> Self\n    func rename(to text: String)\n}\n@Model final class Genre: Label {\n    var text = \"\"\n    static func make(in context: ModelContext, text: String) -> Genre { Genre() }\n    func rename(to text: String) { self.text = text }\n}\n@Model final class Mood: Label {\n    var text = \"\"\n    static func make(in context: ModelContext, text: String) -> Mood { Mood() }\n    func rename(to text: String) { self.text = text }\n}\nstruct LabelList<Item: Label> { let labels: [Item] }"),
        RuleExample(
            "Sources/Upload/Uploading.swift",
            "protocol Uploading {\n    var name: String { get }\n    var size: Int { get }\n    var kind: String { get }\n    func upload(to server: URL) async throws -> URL\n}\nfinal class PhotoUpload: Uploading {\n    let name: String = \"\"\n    let size: Int = 0\n    let kind: String = \"photo\"\n    func upload(to server: URL) async throws -> URL { server }\n}\nfinal class VideoUpload: Uploading {\n    let name: String = \"\"\n    let size: Int = 0\n    let kind: String = \"video\"\n    func upload(to server: URL) async throws -> URL { server }\n}\nstruct Queue { let items: [any Uploading] }"
        ),
        RuleExample(
            "Sources/Maps/TileSource.swift",
            "protocol TileSource: AnyObject {\n    func tile(zoom: UInt8, x: UInt32, y: UInt32) -> Data?\n    var minZoom: UInt8 { get }\n    var maxZoom: UInt8 { get }\n    var isVector: Bool { get }\n}\nextension PackedArchive: TileSource {\n    var minZoom: UInt8 { header.minZoom }\n    var maxZoom: UInt8 { header.maxZoom }\n    var isVector: Bool { false }\n}\nfinal class PackedArchive {\n    let header = Header()\n    func tile(zoom: UInt8, x: UInt32, y: UInt32) -> Data? { nil }\n}\nfinal class TableArchive: TileSource {\n    let path: String = \"\"\n    let minZoom: UInt8 = 0\n    let maxZoom: UInt8 = 0\n    let isVector = false\n    func tile(zoom: UInt8, x: UInt32, y: UInt32) -> Data? { nil }\n}\nfinal class TileOverlay { let source: TileSource }"
        ),
        RuleExample(
            "Sources/Shelf/CellFactory.swift",
            "protocol CellFactory {\n    func makeCell(for row: Int) -> UIView\n    func reload()\n}\nfinal class BookCells: CellFactory {\n    func makeCell(for row: Int) -> UIView { UIView() }\n    func reload() {}\n}\nfinal class ShelfController { let cells: any CellFactory }"
        ),
    ]

    static let recordNonTriggeringExamples: [RuleExample] = [
        // Adopted only by Xcode's generated Core Data entities, which no source file declares: a record mapping.
        RuleExample(
            ExampleFile("Sources/Tickets/EntityMapping.swift", "import Foundation\n\nprotocol EntityMapping {\n    associatedtype Value\n    func makeValue() -> Value\n    func absorb(_ value: Value)\n}\nfinal class Importer { func run<E: EntityMapping>(_ entity: E) {} }"),
            ExampleFile("Sources/Tickets/TicketEntity+Mapping.swift", "import Foundation\n\nextension TicketEntity: EntityMapping {\n    func makeValue() -> Ticket { Ticket(id: id ?? \"\") }\n    func absorb(_ value: Ticket) { id = value.id }\n}"),
            ExampleFile("Sources/Tickets/TicketStore.swift", "import CoreData\n\nfinal class TicketStore {\n    let container: NSPersistentContainer\n    init(container: NSPersistentContainer) { self.container = container }\n}")
        ),
        // Destinations some modules build, probed by a cast with the routes they answer: a display capability, which previews exercise.
        RuleExample(
            "Sources/Editor/DestinationProviding.swift",
            "import SwiftUI\n\npublic protocol DestinationProviding {\n    associatedtype Destination: View\n    func handlesRoute(_ route: AnyHashable) -> Bool\n    @MainActor func destination(for route: AnyHashable, editor: ModuleEditor) -> Destination\n}\nfinal class DNSModuleBuilder: DestinationProviding {\n    func handlesRoute(_ route: AnyHashable) -> Bool { route is String }\n    func destination(for route: AnyHashable, editor: ModuleEditor) -> some View { Text(\"DNS\") }\n}\nfinal class ProxyModuleBuilder: DestinationProviding {\n    func handlesRoute(_ route: AnyHashable) -> Bool { route is Int }\n    func destination(for route: AnyHashable, editor: ModuleEditor) -> some View { Text(\"Proxy\") }\n}\nfinal class ModuleEditor {\n    var modules: [Any] = []\n    func handler(for route: AnyHashable) -> (any DestinationProviding)? {\n        modules.first { ($0 as? any DestinationProviding)?.handlesRoute(route) == true } as? any DestinationProviding\n    }\n}"
        ),
        // Refining `PersistentModel`: only records can adopt it, whatever its synchronous methods take.
        RuleExample("Sources/Library/Label.swift", "import SwiftData\n\npublic protocol Label: PersistentModel {\n    var text: String { get }\n    static func make(in context: ModelContext, text: String) -> Self\n    func rename(to text: String)\n}\n@Model final class Genre: Label {\n    var text = \"\"\n    static func make(in context: ModelContext, text: String) -> Genre { Genre() }\n    func rename(to text: String) { self.text = text }\n}\n@Model final class Mood: Label {\n    var text = \"\"\n    static func make(in context: ModelContext, text: String) -> Mood { Mood() }\n    func rename(to text: String) { self.text = text }\n}\nstruct LabelList<Item: Label> { let labels: [Item] }"),
        RuleExample(
            "Sources/Generator/OutlineNode.swift",
            "protocol OutlineNode: AnyObject {\n    var name: String { get }\n    var offset: Int { get }\n    var depth: Int { get }\n    func render(in context: RenderContext) -> String?\n    func label(verbosity: Int) -> String\n}\nextension OutlineNode {\n    func label(verbosity: Int) -> String { name }\n}\nprotocol AliasingNode: OutlineNode {\n    var target: String? { get }\n    var isConstrained: Bool { get }\n}\nfinal class FieldNode: OutlineNode {\n    let name: String = \"\"\n    let offset: Int = 0\n    let depth: Int = 0\n    func render(in context: RenderContext) -> String? { name }\n}\nfinal class GroupNode: OutlineNode {\n    let name: String = \"\"\n    let offset: Int = 0\n    let depth: Int = 0\n    var children: [OutlineNode] = []\n    func render(in context: RenderContext) -> String? { nil }\n}\nfinal class AliasNode: AliasingNode {\n    let name: String = \"\"\n    let offset: Int = 0\n    let depth: Int = 0\n    let target: String? = nil\n    let isConstrained = false\n    func render(in context: RenderContext) -> String? { target }\n}\nstruct Printer {\n    func print(_ nodes: [OutlineNode], aliases: [AliasingNode]) -> String { \"\" }\n}"
        ),
        RuleExample(
            "Sources/Checkout/CheckoutRequest.swift",
            "protocol CheckoutRequest {\n    var amount: String { get }\n    var currency: String? { get }\n    var merchantID: String? { get }\n    func body(for settings: StoreSettings, appInstalled: Bool) -> Encodable\n}\n@objcMembers public class OneTimeRequest: NSObject, CheckoutRequest {\n    var amount: String = \"\"\n    var currency: String?\n    var merchantID: String?\n    func body(for settings: StoreSettings, appInstalled: Bool) -> Encodable { amount }\n}\n@objcMembers public class StoredCardRequest: NSObject, CheckoutRequest {\n    var amount: String = \"\"\n    var currency: String?\n    var merchantID: String?\n    func body(for settings: StoreSettings, appInstalled: Bool) -> Encodable { amount }\n}\nstruct CheckoutBody { let request: CheckoutRequest }"
        ),
        RuleExample(
            "Sources/Shelf/ShelfItem.swift",
            "public protocol ShelfItem {\n    func makeThumbnailView() -> UIView\n    func isSame(as other: ShelfItem?) -> Bool\n}\nstruct PhotoItem: ShelfItem {\n    let id: String\n    func makeThumbnailView() -> UIView { UIImageView() }\n    func isSame(as other: ShelfItem?) -> Bool { (other as? PhotoItem)?.id == id }\n}\nfinal class AddMoreItem: ShelfItem {\n    func makeThumbnailView() -> UIView { UIButton() }\n    func isSame(as other: ShelfItem?) -> Bool { other is AddMoreItem }\n}\nfinal class ShelfView: UIView {\n    var items: [ShelfItem] = []\n}"
        ),
    ]
}
