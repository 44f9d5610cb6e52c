// swift-tools-version: 5.9
import PackageDescription

// The tests build the packages under `Tests/Fixtures` and `Checks/RosterChecks/Samples` as data: they are test
// fixtures, not linted. `Tests/Support/RosterTestKit` is a package this one depends on, so it is linted.
let package = Package(
    name: "FixturePackages",
    dependencies: [.package(path: "Tests/Support/RosterTestKit")],
    targets: [
        .target(name: "Roster"),
        .target(name: "Exports", dependencies: ["Roster"]),
        .testTarget(name: "RosterTests", dependencies: ["Roster", .product(name: "RosterTestKit", package: "RosterTestKit")]),
        .testTarget(name: "RosterChecks", dependencies: ["Roster"], path: "Checks/RosterChecks", resources: [.copy("Samples")]),
    ]
)
