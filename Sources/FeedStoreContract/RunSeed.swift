/// The seed used when neither the settings nor the environment give one: picked once per test run, so a run is
/// deterministic given its seed, and printed once, so any run can be replayed.
enum RunSeed {
    static let value: UInt64 = {
        let seed = UInt64.random(in: .min ... .max)
        print("FeedStoreContract: this run's random specs use seed \(text(seed)); FEED_STORE_CONTRACT_SEED=\(text(seed)) replays them.")
        return seed
    }()

    static func text(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16, uppercase: true)
    }
}
