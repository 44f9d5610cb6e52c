/// A seeded random number generator (SplitMix64): the same seed gives the same sequences on every platform,
/// which is what makes a printed seed replay a failure.
struct SpecRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one part of a run, independent of the others, so a change in one spec does not shift
    /// the values another spec draws.
    init(seed: UInt64, stream: String) {
        // FNV-1a: unlike `Hasher`, the same in every process.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in stream.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        state = seed ^ hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (Lemire's multiply-shift, slightly biased for huge bounds), without the generic
    /// `Int.random(in:using:)`, which unoptimized builds run slowly enough to dilute the concurrency specs' calls.
    mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }
}
