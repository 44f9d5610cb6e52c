/// `kata start 1` failed in a `PreparedKataWorkspace`.
struct KataWorkspaceNotPrepared: Error, CustomStringConvertible {
    let output: String

    var description: String { "kata start 1 failed in the prepared workspace:\n\(output)" }
}
