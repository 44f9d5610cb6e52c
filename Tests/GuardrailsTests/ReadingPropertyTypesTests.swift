import GuardrailsCore
import GuardrailsRules
import Testing

/// Properties carry what their declaration says about their type, for rules about stored dependencies.
@Suite struct ReadingPropertyTypesTests {
    @Test func annotationsGiveTheNamedTypeWithoutModuleOrGenerics() {
        let types = makeSUT("""
        struct S {
            let a: Foundation.URLSession
            var b: Box<Int>?
            weak var c: Coordinator!
            private(set) var d: any Loading = RemoteLoader()
            let e: [Item]
        }
        """)

        #expect(types["a"] == PropertyType(name: "URLSession", isAnnotated: true))
        #expect(types["b"] == PropertyType(name: "Box", isOptional: true, isAnnotated: true))
        #expect(types["c"] == PropertyType(name: "Coordinator", isOptional: true, isAnnotated: true))
        #expect(types["d"] == PropertyType(name: "Loading", isAnnotated: true))
        #expect(types["e"] == PropertyType(name: "Item", isAnnotated: true, isCollection: true))
    }

    @Test func collectionsGiveTheirElementOrValueType() {
        let types = makeSUT("""
        struct Page {
            var rows: [Row]?
            let headers: [String: String]
            var grid: [[Cell]]!
            let routes: [any Transport] = []
            let lookup: [Key: [Entry]]
            let handlers: [() -> Void]
            let pairs: [(Int, Int)]
            var screens: [Any.Type] = []
        }
        """)

        #expect(types["rows"] == PropertyType(name: "Row", isOptional: true, isAnnotated: true, isCollection: true))
        #expect(types["headers"] == PropertyType(name: "String", isAnnotated: true, isCollection: true))
        #expect(types["grid"] == PropertyType(name: "Cell", isOptional: true, isAnnotated: true, isCollection: true))
        #expect(types["routes"] == PropertyType(name: "Transport", isAnnotated: true, isCollection: true))
        #expect(types["lookup"] == PropertyType(name: "Entry", isAnnotated: true, isCollection: true))
        // A collection of closures, tuples or metatypes stays unread.
        #expect(types["handlers"] == nil)
        #expect(types["pairs"] == nil)
        #expect(types["screens"] == nil)
    }

    @Test func functionTypesAreRecognizedWithAttributesEffectsAndOptionality() {
        let types = makeSUT("""
        struct Client {
            var fetch: @Sendable (_ page: Int) async throws -> [Post]
            var cancel: (() -> Void)?
            var pair: (Int, String)
        }
        """)

        #expect(types["fetch"] == PropertyType(name: "", isFunction: true, isAnnotated: true))
        #expect(types["cancel"] == PropertyType(name: "", isOptional: true, isFunction: true, isAnnotated: true))
        #expect(types["pair"] == PropertyType(name: "", isAnnotated: true))
    }

    @Test func initialValuesTellConstructionFromMemberAccess() {
        let types = makeSUT("""
        final class Model {
            private var store = ItemsStore(client: .live())
            private let network = NetworkService.shared
            let nested = Outer.Inner()
            let owned: Router = Router()
            var count = 0
            static let scope = ""
            var label = "Item " + suffix
        }
        """)

        #expect(types["store"] == PropertyType(name: "ItemsStore", isAnnotated: false, isConstructed: true))
        #expect(types["network"] == PropertyType(name: "NetworkService", isAnnotated: false))
        #expect(types["nested"] == PropertyType(name: "Inner", isAnnotated: false, isConstructed: true))
        #expect(types["owned"] == PropertyType(name: "Router", isAnnotated: true, isConstructed: true))
        // A lone literal's type is as sure as an annotation; an expression is left unread.
        #expect(types["count"] == PropertyType(name: "Int", isAnnotated: true))
        #expect(types["scope"] == PropertyType(name: "String", isAnnotated: true))
        #expect(types["label"] == nil)
    }

    @Test func accessLevelsForSettersKeepTheAttributesOfTheDeclaration() {
        let model = SourceModel.parse("final class S: ObservableObject {\n    @Published private(set) var items: [Int] = []\n}")

        #expect(model.types.first?.members.first?.attributes == ["Published"])
        #expect(model.types.first?.members.first?.name == "items")
    }

    /// Property types by member name; members whose type cannot be told are left out.
    private func makeSUT(_ source: String) -> [String: PropertyType] {
        let members = SourceModel.parse(source).types.first?.members ?? []
        return Dictionary(uniqueKeysWithValues: members.compactMap { member in member.propertyType.map { (member.name, $0) } })
    }
}
