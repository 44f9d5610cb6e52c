import Foundation

/// How hard the generated specs work: the random operation sequences, the concurrent histories and the kills.
/// Each setting can also be changed without touching code through the environment variable named beside it,
/// which wins over the value given here (so a seed printed by a failure replays with no edit).
public struct FeedStoreContractSettings: Sendable, Equatable {
    /// Random sequences per model-based spec (`FEED_STORE_CONTRACT_RUNS`).
    public var runs: Int
    /// The most operations in one sequence (`FEED_STORE_CONTRACT_LENGTH`).
    public var length: Int
    /// The most images in one generated feed (`FEED_STORE_CONTRACT_SIZE`); a few feeds in every spec are that big.
    public var size: Int
    /// The seed of every random choice (`FEED_STORE_CONTRACT_SEED`, decimal or `0x` hex). `nil` picks one per test
    /// run, prints it once, and names it in every failure.
    public var seed: UInt64?
    /// The most rounds of concurrent calls per concurrency spec (`FEED_STORE_CONTRACT_ROUNDS`).
    public var concurrentRounds: Int
    /// How long a concurrency spec keeps starting rounds (`FEED_STORE_CONTRACT_CONCURRENCY_SECONDS`).
    public var concurrentTimeLimit: Duration
    /// How many times the crash spec kills a writer (`FEED_STORE_CONTRACT_KILLS`).
    public var kills: Int

    public init(
        runs: Int = 40,
        length: Int = 24,
        size: Int = 1_200,
        seed: UInt64? = nil,
        concurrentRounds: Int = 3_000,
        concurrentTimeLimit: Duration = .seconds(2),
        kills: Int = 4
    ) {
        self.runs = runs
        self.length = length
        self.size = size
        self.seed = seed
        self.concurrentRounds = concurrentRounds
        self.concurrentTimeLimit = concurrentTimeLimit
        self.kills = kills
    }

    /// These settings with the environment's overrides applied, or what is wrong with an override.
    func overridden(by environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Self, SettingsError> {
        var settings = self
        do {
            try Self.override(&settings.runs, "FEED_STORE_CONTRACT_RUNS", in: environment, minimum: 1)
            try Self.override(&settings.length, "FEED_STORE_CONTRACT_LENGTH", in: environment, minimum: 1)
            try Self.override(&settings.size, "FEED_STORE_CONTRACT_SIZE", in: environment, minimum: 1)
            try Self.override(&settings.concurrentRounds, "FEED_STORE_CONTRACT_ROUNDS", in: environment, minimum: 1)
            try Self.override(&settings.kills, "FEED_STORE_CONTRACT_KILLS", in: environment, minimum: 1)
            if let text = environment["FEED_STORE_CONTRACT_CONCURRENCY_SECONDS"] {
                guard let seconds = Double(text), seconds > 0, seconds < 86_400 else {
                    throw SettingsError(variable: "FEED_STORE_CONTRACT_CONCURRENCY_SECONDS", value: text, expected: "a number of seconds above 0")
                }
                settings.concurrentTimeLimit = .milliseconds(Int64(seconds * 1_000))
            }
            if let text = environment["FEED_STORE_CONTRACT_SEED"] {
                guard let seed = Self.seed(from: text) else {
                    throw SettingsError(variable: "FEED_STORE_CONTRACT_SEED", value: text, expected: "a decimal number or 0x followed by hex digits")
                }
                settings.seed = seed
            }
        } catch let error as SettingsError {
            return .failure(error)
        } catch {
            preconditionFailure("only SettingsError is thrown")
        }
        return .success(settings)
    }

    static func seed(from text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    private static func override(_ value: inout Int, _ variable: String, in environment: [String: String], minimum: Int) throws {
        guard let text = environment[variable] else { return }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= minimum else {
            throw SettingsError(variable: variable, value: text, expected: "a whole number of at least \(minimum)")
        }
        value = number
    }
}
