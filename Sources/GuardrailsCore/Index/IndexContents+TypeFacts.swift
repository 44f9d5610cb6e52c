/// What a declaration's body says about the object it makes (see `TypeTraits`), and what test code names.
extension IndexContents {
    func traits(of type: IndexedType) -> TypeTraits {
        typeFacts.traits(of: type)
    }

    /// The names an observable class or stored-data struct stores beyond standard values (see `PackageIndex.storedTypeNames(of:)`).
    func storedTypeNames(of type: IndexedType) -> [String]? {
        typeFacts.storedTypeNames(of: type)
    }

    func body(of type: IndexedType) -> DeclarationBody? {
        typeFacts.body(of: type)
    }

    /// Static properties production code declares on `type` (or its extensions) holding an instance of `type`
    /// (`static let current = Session()`).
    func ownInstanceStatics(of type: String) -> Set<String> {
        typeFacts.ownInstanceStatics(of: type)
    }

    /// The type production code annotates `type`'s settable static `var` named `member` with (`static var shared: Logging`).
    func settableStaticType(of type: String, member: String) -> String? {
        typeFacts.settableStaticType(of: type, member: member)
    }

    /// Whether a production extension of `name` declares more than properties and initializers (see `TypeTraits.declaresOnlyData`).
    func isExtendedWithActions(_ name: String) -> Bool {
        typeFacts.isExtendedWithActions(name)
    }

    /// What the classes, caseless enums and extensions called `name` name, when all of them hold only values
    /// (a palette, a font catalogue, a namespace of constants; see `ValueHolders`); `nil` otherwise.
    func valueHolder(named name: String) -> ValueHolderShape? {
        typeFacts.valueHolder(named: name)
    }

    /// How many properties production declarations of `type` (extensions included) mark with one of `attributes`
    /// (`@AppStorage("key") var …`); a property with two of them counts twice.
    func propertyCount(of type: String, withAnyOf attributes: Set<String>) -> Int {
        typeFacts.propertyCount(of: type, withAnyOf: attributes)
    }

    func propertyAttributes(of type: String) -> [String: Int] {
        typeFacts.propertyAttributes(of: type)
    }

    /// Static `let`s production code declares on `type` (or its extensions) holding a standard value (`static let bridgeID = UUID(…)!`).
    func staticValueConstants(of type: String) -> Set<String> {
        typeFacts.staticValueConstants(of: type)
    }

    /// Static `let`s production code declares on `type` (or its extensions) holding its own instance decoded from a resource of
    /// the code's bundle or built from literals (`static let shared = Bundle.module.decode(Limits.self, from: "Limits")`).
    func bundledStatics(of type: String) -> Set<String> {
        typeFacts.bundledStatics(of: type)
    }

    /// The view controller types production functions named `name` (in any type) are declared to return.
    func controllerResults(ofFunction name: String) -> Set<String> {
        typeFacts.controllerResults(ofFunction: name)
    }

    /// Whether production code declares a top-level function so named taking a closure (`withTracer(_:_:)`).
    func declaresScopeFunction(_ name: String) -> Bool {
        typeFacts.declaresScopeFunction(name)
    }

    /// True when a test target's file, or one of a test-support layer, names the type.
    func isUsedByTests(_ name: String) -> Bool {
        typeFacts.isUsedByTests(name)
    }

    /// Some test file assigns `.name = …` (see `TestInitializerCalls.assigns`).
    func isAssignedByTests(member name: String) -> Bool {
        TestInitializerCalls.assigns(member: name, in: typeFacts.testSources)
    }

    /// The methods of the test-code class `name`, in its body or extensions, that call one of `functions` (see `TestClassMethodCalls`).
    func testClassMethods(of name: String, calling functions: Set<String>) -> Set<String> {
        let paths = Set(declarations(named: name).filter { $0.kind == .class || $0.kind == .extension }.map(\.path))
        guard !paths.isEmpty else { return [] }
        return TestClassMethodCalls.methods(of: name, declaredIn: paths, calling: functions, in: typeFacts.testSources)
    }

    /// The argument labels test code passes to `type(…)` calls (see `TestInitializerCalls`).
    func argumentLabelsTestsPass(toInitializerOf type: String) -> Set<String> {
        guard typeFacts.isUsedByTests(type) else { return [] }
        return TestInitializerCalls.labels(passedTo: type, in: typeFacts.testSources)
    }
}
