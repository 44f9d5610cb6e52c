import GuardrailsCore

/// `AsyncStoreBoundaryRule` examples about repositories reaching the network a few hops down, through a remote adopting a
/// protocol whose extension makes the calls, and about remote-port words written in any case (`Api`, `Http`).
extension AsyncStoreBoundaryRule {
    static let remoteChainTriggeringExamples: [RuleExample] = [
        // The source adopts a protocol whose extension only reads a file: local data, a boundary made async.
        RuleExample(
            ExampleFile("Sources/Domain/HerbariumRepository.swift", "public protocol HerbariumRepository {\n    func specimens() async throws -> [String]\n}"),
            ExampleFile("Sources/Data/FileReading.swift", "import Foundation\nprotocol FileReading {}\nextension FileReading {\n    func lines(of url: URL) throws -> [String] { try String(contentsOf: url).components(separatedBy: \"\\n\") }\n}"),
            ExampleFile("Sources/Data/SpecimenFile.swift", "import Foundation\nstruct SpecimenFile: FileReading {\n    let url: URL\n    func specimens() throws -> [String] { try lines(of: url) }\n}"),
            ExampleFile("Sources/Data/HerbariumRepositoryImpl.swift", "struct HerbariumRepositoryImpl: HerbariumRepository {\n    let file: SpecimenFile\n    func specimens() async throws -> [String] { try file.specimens() }\n}")
        ),
        // `Apiary` is one word, not `Api`: no remote port by its name.
        RuleExample("Sources/Domain/ApiaryRepository.swift", "public protocol ApiaryRepository {\n    func hives() async -> [Int]\n}"),
    ]

    static let remoteChainNonTriggeringExamples: [RuleExample] = [
        // The repository holds a source holding a remote whose calls come from a protocol extension in the one file
        // importing Moya: every implementation crosses the network, so the boundary is async by nature.
        RuleExample(
            ExampleFile("Sources/Domain/FerryRepository.swift", "public protocol FerryRepository {\n    func departures(pier: Int) async throws -> [String]\n}"),
            ExampleFile("Sources/Network/Requesting.swift", "import Moya\nprotocol Requesting {\n    associatedtype Route: TargetType\n}\nextension Requesting {\n    func send(_ route: Route) async throws -> [String] { [] }\n}"),
            ExampleFile("Sources/Network/FerryRemote.swift", "struct FerryRemote: Requesting {\n    typealias Route = FerryRoute\n    func departures(pier: Int) async throws -> [String] { try await send(.departures(pier)) }\n}"),
            ExampleFile("Sources/Data/FerrySource.swift", "struct FerrySource {\n    let remote: FerryRemote\n    func departures(pier: Int) async throws -> [String] { try await remote.departures(pier: pier) }\n}"),
            ExampleFile("Sources/Data/FerryRepositoryImpl.swift", "struct FerryRepositoryImpl: FerryRepository {\n    let source: FerrySource\n    func departures(pier: Int) async throws -> [String] { try await source.departures(pier: pier) }\n}")
        ),
        // Remote-port words match per camel-case word whatever their case.
        RuleExample(
            ExampleFile("Sources/Domain/CourierApi.swift", "public protocol CourierApi: Sendable {\n    func book(parcel: Int) async throws -> String\n}"),
            ExampleFile("Sources/Domain/TariffHttpClient.swift", "public protocol TariffHttpClient {\n    func rates() async throws -> [Int]\n}")
        ),
    ]
}
