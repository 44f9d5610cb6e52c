import GuardrailsCore
import GuardrailsRules
import Testing

/// The source model: imports, declarations, members, suites and references, as rules need them.
@Suite struct ReadingDeclarationsTests {
    @Test func importsCarryAttributesKindsAndPaths() {
        let model = makeSUT("\(ForbiddenSpellings.testableImport) A\n@_exported import B\nimport struct C.D\nimport E // note\nimport F.G")

        #expect(model.imports.map(\.module) == ["A", "B", "C", "E", "F"])
        #expect(model.imports.map(\.path) == ["A", "B", "C.D", "E", "F.G"])
        #expect(model.imports.map(\.isTestable) == [true, false, false, false, false])
        #expect(model.imports[1].attributes == ["_exported"])
        #expect(model.imports[2].kind == "struct")
    }

    @Test func typeDeclarationsCarryKindNameAttributesAndInheritance() throws {
        let model = makeSUT("@MainActor public final class Foo<T: Hashable>: Base, P<Int>, \(ForbiddenSpellings.uncheckedSendable) where T: Sendable {}")

        let type = try #require(model.types.first)
        #expect(type.kind == .class)
        #expect(type.name == "Foo")
        #expect(type.attributes == ["MainActor"])
        #expect(type.inheritance.map(\.name) == ["Base", "P", "Sendable"])
        #expect(type.inheritance.last?.attributes == ["unchecked"])
    }

    @Test func typesKnowWhetherTheyDeclareGenericParameters() {
        let model = makeSUT("struct Box<Value>: Wrapper {}\nstruct Plain: Wrapper {}\nextension Box: Equatable where Value: Equatable {}")

        #expect(model.types.map(\.isGeneric) == [true, false, false])
    }

    @Test func extensionsAreNamedAfterTheExtendedType() {
        let model = makeSUT("extension Swift.Array: Foo where Element: Bar { func f() {} }")

        #expect(model.types.map(\.kind) == [.extension])
        #expect(model.types.map(\.name) == ["Array"])
        #expect(model.types.first?.inheritance.map(\.name) == ["Foo"])
    }

    @Test func membersRecordWhetherTheirBodiesAreEmpty() {
        let model = makeSUT("struct S: P {\n    func a() {}\n    func b() { x() }\n    init() { }\n    var v: Int { 1 }\n    override func c() -> Int { /* none */ }\n}")

        let members = model.types.first?.members ?? []
        #expect(members.map(\.name) == ["a", "b", "init", "v", "c"])
        #expect(members.map(\.body) == [.empty, .nonEmpty, .empty, .none, .commentOnly])
        #expect(members.last?.modifiers == ["override"])
    }

    @Test func classMembersCarryTheClassModifierLikeStaticOnes() {
        let model = makeSUT("class Spinner {\n    class func present(from host: Host) {}\n    override class var shared: Spinner { Spinner() }\n    static func hide() {}\n}\nprotocol Owner: class {}")

        #expect(model.types.first?.members.map(\.modifiers) == [["class"], ["override", "class"], ["static"]])
        #expect(model.types.map(\.name) == ["Spinner", "Owner"])
    }

    @Test func propertiesKnowWhetherTheyAreVarsThatStoreAValue() {
        let model = makeSUT("""
        final class C {
            let a: Int
            var b = 0
            lazy var c: [Int] = []
            var d: Int { b + 1 }
            var e: Int {
                get { b }
                set { b = newValue }
            }
            var f: (Int) -> Void { didSet { b = 1 } }
            var g: [String: Int]
            init() {}
        }
        """)

        let members = model.types.first?.members.filter { $0.kind == .variable } ?? []
        #expect(members.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(members.map(\.isStoredVar) == [false, true, true, false, false, true, true])
    }

    @Test func protocolRequirementsRecordAsyncEffects() {
        let model = makeSUT("protocol P {\n    func a() async throws -> Int\n    func b() throws -> () async -> Void\n    var c: Int { get async }\n    var d: Int { get }\n}")

        let members = model.types.first?.members ?? []
        #expect(members.map(\.name) == ["a", "b", "c", "d"])
        #expect(members.map(\.isAsync) == [true, false, true, false])
        #expect(members.allSatisfy { $0.body == .none })
    }

    @Test func functionsKnowWhetherTheyDeclareAValueResult() {
        let model = makeSUT("protocol P {\n    associatedtype R\n    func a()\n    func b() -> Void\n    func c() throws -> ()\n    func d() -> R\n    func e() -> Void?\n    func f<T>() -> T where T: Q\n    func g() -> Void where Self: Q\n}")

        let members = model.types.first?.members ?? []
        #expect(members.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(members.map(\.declaresResult) == [false, false, false, true, true, true, false])
    }

    @Test func recognizesXCTestSuiteTestingSuitesAndTypesHoldingTests() {
        let model = makeSUT("""
        final class A: XCTestCase {}
        @Suite("b") struct B {}
        struct C { @Test func c() {} }
        struct D { func d() {} }
        """)

        #expect(model.testSuites.map(\.name) == ["A", "B", "C"])
    }

    @Test func recordsMemberAccessesTypeNamesAndCalls() {
        let model = makeSUT("func f() { let s = URLSession.shared; nav?.push(vc); present(x) }")

        let accesses = model.references.filter(\.isMemberAccess).map { "\($0.base ?? "").\($0.name)" }
        #expect(accesses == ["URLSession.shared", "nav.push"])
        #expect(model.references.filter { !$0.isMemberAccess }.map(\.name) == ["URLSession", "present"])
    }

    @Test func nestedTypesKnowTheirParentAndReferencesTheirEnclosingType() {
        let model = makeSUT("enum Outer { struct Inner { func f() { Thread.isMainThread } } }\nclass func g() {}")

        #expect(model.types.map(\.name) == ["Outer", "Inner"])
        #expect(model.types.last?.parent == 0)
        #expect(model.references.last?.enclosingType == 1)
    }

    @Test func codeInStringsAndCommentsDeclaresNothing() {
        let model = makeSUT("let a = \"class X: XCTestCase {}\" // import UIKit\n/* struct Y {} */")

        #expect(model.types.isEmpty)
        #expect(model.imports.isEmpty)
    }

    @Test func functionsAreKnownByTheirFullNameWithArgumentLabels() {
        let model = makeSUT(
            "protocol Layout {\n    func update(for cell: Cell, _ data: [String: Int], using map: Result<A, B>, @ViewBuilder body: () -> V, done: @escaping (Int, Int) -> Void = { _, _ in })\n    func reset()\n    var size: Int { get }\n}"
        )

        #expect(model.types.first?.members.map(\.fullName) == ["update(for:_:using:body:done:)", "reset()", "size"])
    }

    private func makeSUT(_ source: String) -> SourceModel {
        SourceModel.parse(source)
    }
}
