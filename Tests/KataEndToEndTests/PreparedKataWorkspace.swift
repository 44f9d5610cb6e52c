import Foundation

/// A kata workspace under the kit's `.build` that tests check but leave as they found it: kata 01 started, its sources
/// as the learner gets them. It is prepared once per test process and only files whose text differs are written, so after
/// the first run SwiftPM finds nothing to compile: each check there costs a build that does nothing, not a compile.
/// Tests take turns (`kata` keeps its state in the workspace), and the state file a test changed is put back after it.
actor PreparedKataWorkspace {
    /// The starter and step 1's tests, so every check is red.
    static let starter = PreparedKataWorkspace(folder: "kata-e2e-starter")

    private let kata: KataBinary
    private var prepared = false
    private var inUse = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init(folder: String) {
        kata = KataBinary(workspace: KataBinary.kitRoot.appendingPathComponent(".build/\(folder)/kata-workspace", isDirectory: true))
    }

    /// Runs `test` on the workspace once no other test is using it.
    func use<Result: Sendable>(_ test: @Sendable (KataBinary) async throws -> Result) async throws -> Result {
        await takeTurn()
        defer { endTurn() }
        if !prepared {
            try kata.fresh()
            let start = try await kata.run("start", "1")
            guard start.status == 0, kata.read(".kata/state.json") != nil else { throw KataWorkspaceNotPrepared(output: start.output) }
            prepared = true
        }
        let state = kata.read(".kata/state.json")
        defer { if let state { try? kata.write(state, to: ".kata/state.json") } }
        return try await test(kata)
    }

    private func takeTurn() async {
        guard inUse else {
            inUse = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the workspace to the next test waiting, if any; it stays in use meanwhile.
    private func endTurn() {
        if waiting.isEmpty {
            inUse = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
