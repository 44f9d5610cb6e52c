extension FeedStoreSpec {
    /// Random operation sequences with values at the edges, each step's answer compared with the reference model.
    /// A failure is shrunk to a short sequence and printed with its seed and as a regression test.
    static let modelBasedSpecs: [FeedStoreSpec] = [
        modelBased("random sequences of inserts, deletes and retrieves deliver what the reference model delivers", requires: []) { _ in
            ModelSequenceGenerator.Mix(imageData: false, instances: false)
        },
        modelBased("random sequences with image data deliver what the reference model delivers", requires: [.imageData]) { _ in
            ModelSequenceGenerator.Mix(imageData: true, instances: false)
        },
        modelBased("random sequences across instances deliver what the reference model delivers", requires: [.persistent]) { run in
            ModelSequenceGenerator.Mix(imageData: run.declares(.imageData), instances: true)
        },
    ]

    private static func modelBased(
        _ sentence: String,
        requires requirements: [FeedStoreRequirement],
        mix: @escaping @Sendable (SpecRun) -> ModelSequenceGenerator.Mix
    ) -> FeedStoreSpec {
        FeedStoreSpec(sentence, requires: requirements) { run in
            let generator = ModelSequenceGenerator(mix: mix(run), settings: run.settings)
            let sequences = ModelSequenceRun(makeStore: run.makeStore(at:), makeLocation: run.makeFreshLocation)
            for index in 0..<run.settings.runs {
                let operations = generator.sequence(index, seed: run.seed, stream: sentence)
                guard let found = sequences.discrepancy(in: operations) else { continue }
                var shrinker = ModelSequenceShrinker { sequences.discrepancy(in: $0) }
                let (shrunk, discrepancy) = shrinker.shrink(operations, failingWith: found)
                let seed = RunSeed.text(run.seed)
                let writer = RegressionTestWriter(
                    name: "feedStoreContractRegression_\(seed)_\(index + 1)",
                    comment: "FeedStoreContract seed \(seed), sequence \(index + 1). makeStore(at:) stands for your contract's factory; needs `import FeedCache`."
                )
                run.fail("""
                    sequence \(index + 1) of \(run.settings.runs) (seed \(seed); FEED_STORE_CONTRACT_SEED=\(seed) replays it), \
                    shrunk from \(ValueDescription.count(operations.count, "operation")) to \(shrunk.count): \
                    at step \(discrepancy.step + 1), \(discrepancy.message)
                    As a regression test:
                    \(writer.code(for: shrunk))
                    """)
                return
            }
        }
    }
}
