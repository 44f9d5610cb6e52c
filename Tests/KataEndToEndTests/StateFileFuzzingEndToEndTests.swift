import Foundation
import Testing

/// Hand-edited state files through the built binary: a valid one from `kata start`, bent a few bytes or one value at a
/// time. `HandEditedStateFileTests` runs 1,000 generated files through `KataRunner.run`, which is all the executable
/// runs; this sample proves the executable itself exits 0, 1 or 65 on them, never with a crash.
@Suite(.tags(.endToEnd)) struct StateFileFuzzingEndToEndTests {
    @Test func mutatedStateFiles_neverCrashTheRunner() async throws {
        let (kata, folder) = try await makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = try #require(kata.read(".kata/state.json"))
        var mutator = StateFileMutator(seed: 20_260_512)

        for index in 0..<100 {
            let state = mutator.mutate(valid)
            try kata.write(state, to: ".kata/state.json")
            let run = try await kata.run(index.isMultiple(of: 2) ? "status" : "hint")

            #expect([0, 1, 65].contains(run.status), "state file #\(index):\n\(state)\n\(run.output)")
            if run.status == 65 {
                #expect(run.output.contains(".kata/state.json: "), "state file #\(index):\n\(state)\n\(run.output)")
            }
        }
    }

    /// A workspace of its own with kata 01 started; nothing here builds.
    private func makeSUT() async throws -> (KataBinary, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-state-fuzz-\(UUID().uuidString)", isDirectory: true)
        let kata = KataBinary(workspace: folder.appendingPathComponent("kata-workspace", isDirectory: true))
        try kata.fresh()
        _ = try await kata.run("start", "1")
        return (kata, folder)
    }
}

/// Bends a state file: one number replaced by an awkward one, a byte dropped or repeated, a key renamed.
struct StateFileMutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func mutate(_ text: String) -> String {
        var bytes = Array(text.utf8)
        switch next(4) {
        case 0:
            let numbers = text.matches(of: /-?\d+/)
            guard let number = numbers.isEmpty ? nil : numbers[Int(next(UInt64(numbers.count)))] else { return text }
            let awkward = ["-1", "-2", "4", "5", "99", "1.5", "1e30", "\"1\"", "true", "null", "9223372036854775807"]
            return text.replacingCharacters(in: number.range, with: awkward[Int(next(UInt64(awkward.count)))])
        case 1:
            bytes.remove(at: Int(next(UInt64(bytes.count))))
        case 2:
            let index = Int(next(UInt64(bytes.count)))
            bytes.insert(bytes[index], at: index)
        default:
            let keys = ["version", "current", "katas", "passedSteps", "hintsShown", "01-load-feed-from-remote"]
            let key = keys[Int(next(UInt64(keys.count)))]
            return text.replacingOccurrences(of: "\"\(key)\"", with: "\"\(key)x\"")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// SplitMix64, reduced to `0..<bound`.
    private mutating func next(_ bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return bound == 0 ? 0 : (mixed ^ (mixed >> 31)) % bound
    }
}
