import FeedStoreContract
import Foundation
import Testing

/// A model-based failure is printed shrunk to a few steps, with a seed that replays it, from the settings or from
/// the environment.
@Suite struct ModelBasedFailureReportTests {
    static let valueMistakes: [FaultyFeedStore.Fault] = [
        .emptyTextStoredAsNil, .nilTextStoredAsEmpty, .locationDroppedWithoutDescription, .textTrimmed, .longTextTruncated,
        .nonASCIITextMangled, .urlQueryDropped, .urlFragmentDropped, .urlPortDropped, .urlUserInfoDropped,
        .urlPercentEncodingDecoded, .urlLowercased, .duplicateURLsCollapsed, .duplicateIDsCollapsed, .imagesSortedByID,
        .emptyFeedStoredAsDelete, .timestampTruncatedToMilliseconds, .timestampStoredAsFloat, .sameFeedWithNewTimestampIgnored,
        .imageDataKeyedByHostAndPath, .emptyImageDataNotFound, .largeImageDataTruncated, .imageDataFirstValueWins,
    ]

    @Test(arguments: valueMistakes)
    func valueMistakeIsShrunkToAFewStepsThatItsSeedReplays(_ fault: FaultyFeedStore.Fault) async throws {
        let report = try await makeSUT(fault, seed: nil)
        let seed = try #require(report.firstMatch(of: /seed 0x([0-9A-F]+);/).flatMap { UInt64($0.1, radix: 16) })
        let steps = try #require(report.firstMatch(of: /shrunk from \d+ operations? to (\d+)/).flatMap { Int($0.1) })

        #expect(steps <= 5, "\(report)")
        #expect(try await makeSUT(fault, seed: seed) == report, "the seed does not replay the report")
    }

    @Test func seedFromTheEnvironmentReplaysTheReport() async throws {
        let report = try await makeSUT(.urlQueryDropped, seed: 0xFEED)

        let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("FEED_STORE_CONTRACT_SEED", "0xFEED", 1)
            print(try await ModelBasedFailureReportTests().makeSUT(.urlQueryDropped, seed: nil))
        }

        let printed = child.map { String(decoding: $0.standardOutputContent, as: UTF8.self) } ?? ""
        #expect(printed.contains(report))
    }

    /// The report of the model-based spec that catches `fault`, with the seed of the settings (`nil`: the run's own).
    private func makeSUT(_ fault: FaultyFeedStore.Fault, seed: UInt64?) async throws -> String {
        let spec = try #require(FeedStoreSpec.all.first { $0.sentence == ContractCatchesWrongStoresTests.caughtBySentence(fault) })
        let disks = FaultyDisks()
        let contract = FeedStoreContract(capabilities: [.persistent, .imageData], settings: FeedStoreContractSettings(seed: seed)) { location in
            FaultyFeedStore(fault: fault, disk: disks.disk(at: location))
        }
        let outcome = await contract.evaluate(spec)
        guard case let .failed(messages) = outcome else {
            Issue.record("\(fault) was not caught: \(outcome)")
            return ""
        }
        return messages.joined(separator: "\n")
    }
}
