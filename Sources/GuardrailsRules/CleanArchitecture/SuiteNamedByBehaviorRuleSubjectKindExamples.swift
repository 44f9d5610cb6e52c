import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about what kind of type the suite is named after: a Core Data entity, a
/// `Decodable` class, a stateless validator behind a port, and a published type of the package a nested test package
/// depends on by path.
extension SuiteNamedByBehaviorRule {
    static let subjectKindTriggeringExamples: [RuleExample] = [
        // A service holding a context is logic that persists, not an entity.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ParcelTracker.swift",
                "import CoreData\n\nfinal class ParcelTracker {\n    let context: NSManagedObjectContext\n    init(context: NSManagedObjectContext) { self.context = context }\n    func track(code: String) {}\n}"
            ),
            ExampleFile("Tests/FeatureTests/ParcelTrackerTests.swift", "final class ParcelTrackerTests: XCTestCase {\n    func test_track_keepsCode() { ParcelTracker(context: makeContext()).track(code: \"P1\") }\n}")
        ),
        // A decodable class whose own method a test calls: logic beside the wire format.
        RuleExample(
            ExampleFile(
                "Sources/Feature/MemberCard.swift",
                "class MemberCard: Decodable {\n    let id: String\n    let seats: Int\n    func canInvite() -> Bool { seats > 1 }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/MemberCardTests.swift",
                "final class MemberCardTests: XCTestCase {\n    func test_cardWithSeats_canInvite() throws {\n        let card = try JSONDecoder().decode(MemberCard.self, from: Data(#\"{\"id\":\"m\",\"seats\":3}\"#.utf8))\n        XCTAssertTrue(card.canInvite())\n    }\n}"
            )
        ),
        // A validator keeping state behind the port stays reported.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ParcelWeightValidator.swift",
                "protocol ParcelScreening {\n    func admits(weight: Int) -> Bool\n}\n\nstruct ParcelWeightValidator: ParcelScreening {\n    let limit: Int\n    func admits(weight: Int) -> Bool { weight < limit }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ParcelWeightValidatorTests.swift",
                "final class ParcelWeightValidatorTests: XCTestCase {\n    func test_heavyParcel_isRejected() { XCTAssertFalse(ParcelWeightValidator(limit: 30).admits(weight: 40)) }\n}"
            )
        ),
        // A nested test package's suite of an internal type of the library it depends on.
        lanternExample(access: ""),
        // A package building a program on the library drives it: the library is its engine.
        lanternExample(access: "public ", program: ".executableTarget(name: \"lamplighter\", dependencies: [.product(name: \"Lantern\", package: \"lantern\")])"),
    ]

    static let subjectKindNonTriggeringExamples: [RuleExample] = [
        // A Core Data entity, through a base entity of the package: its suite proves what the store saves and loads.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ParcelEntity.swift",
                "import CoreData\n\nclass TrackedEntity: NSManagedObject {\n    @NSManaged var updatedAt: Date\n}\n\nfinal class ParcelEntity: TrackedEntity {\n    @NSManaged var code: String\n    static func fetch(code: String, in context: NSManagedObjectContext) -> ParcelEntity? { nil }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ParcelEntityTests.swift",
                "final class ParcelEntityTests: XCTestCase {\n    func test_savedParcel_isFetchedBack() throws {\n        let context = makeInMemoryContext()\n        let parcel = ParcelEntity(context: context)\n        parcel.code = \"P1\"\n        try context.save()\n        XCTAssertEqual(ParcelEntity.fetch(code: \"P1\", in: context)?.code, \"P1\")\n    }\n}"
            )
        ),
        // A response payload class, `Decodable` through its superclass, whose every test decodes it.
        RuleExample(
            ExampleFile(
                "Sources/Feature/MemberCard.swift",
                "class MemberCard: Decodable {\n    let id: String\n}\n\nfinal class OwnerCard: MemberCard {}"
            ),
            ExampleFile(
                "Tests/FeatureTests/OwnerCardTests.swift",
                "final class OwnerCardTests: XCTestCase {\n    func test_decodesOwnerJSON() throws {\n        let card = try JSONDecoder().decode(OwnerCard.self, from: Data(#\"{\"id\":\"o1\"}\"#.utf8))\n        XCTAssertEqual(card.id, \"o1\")\n    }\n}"
            )
        ),
        // A validator storing nothing, behind the package's port: the rule it enforces.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ParcelWeightValidator.swift",
                "protocol ParcelScreening {\n    func admits(weight: Int) -> Bool\n}\n\nstruct ParcelWeightValidator: ParcelScreening {\n    func admits(weight: Int) -> Bool { weight < 30 }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ParcelWeightValidatorTests.swift",
                "final class ParcelWeightValidatorTests: XCTestCase {\n    func test_heavyParcel_isRejected() { XCTAssertFalse(ParcelWeightValidator().admits(weight: 40)) }\n}"
            )
        ),
        // A nested test package's suite of a public type of the library it depends on by path: its published API.
        lanternExample(access: "public "),
    ]

    /// A test package nested in the `Lantern` library's folder, depending on it by path, with `program` beside its tests; the
    /// library's `Wick` is declared with `access`.
    private static func lanternExample(access: String, program: String? = nil) -> RuleExample {
        let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "LanternChecks",
            dependencies: [.package(path: "..")],
            targets: [.testTarget(name: "LanternTests", dependencies: [.product(name: "Lantern", package: "lantern")])\(program.map { ", " + $0 } ?? "")]
        )
        """
        return RuleExample(
            ExampleFile("Package.swift", manifest),
            ExampleFile(
                "../Sources/Lantern/Wick.swift",
                "\(access)struct Wick {\n    \(access)private(set) var length = 10\n    \(access)init() {}\n    \(access)mutating func trim() { length -= 1 }\n}"
            ),
            ExampleFile(
                "Tests/LanternTests/WickTests.swift",
                "import Lantern\nimport XCTest\n\nfinal class WickTests: XCTestCase {\n    func test_trim_shortensWick() {\n        var wick = Wick()\n        wick.trim()\n        XCTAssertEqual(wick.length, 9)\n    }\n}"
            )
        )
    }
}
