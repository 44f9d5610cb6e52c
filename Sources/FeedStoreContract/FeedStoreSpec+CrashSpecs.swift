import Foundation

extension FeedStoreSpec {
    static let crashSentence = "a writer killed at any moment leaves a complete written feed or nothing"

    static let crashSpecs: [FeedStoreSpec] = [
        FeedStoreSpec(crashSentence, requires: [.persistent, .crashConsistent]) { run in
            #if os(macOS) || os(Linux)
            guard let testID = run.testID, CrashWriterChild.unsupportedReason(testID: testID) == nil else { return }
            let imageData = run.declares(.imageData)
            let trial = FeedStoreCrashTrial(imageData: imageData, storeFolder: run.location, makeStore: { try run.makeStore() }) { first, report in
                try CrashWriterChild.start(testID: testID, storeType: run.storeType, location: run.location, firstGeneration: first, report: report)
            }
            let tally: FeedStoreCrashTrial.Tally
            do {
                tally = try trial.run(kills: run.settings.kills, stopAtFirstBadState: true)
            } catch {
                run.fail("could not kill and check a writer: \(error)")
                return
            }
            for badState in tally.badStates {
                run.fail(badState)
            }
            #endif
        },
    ]
}
