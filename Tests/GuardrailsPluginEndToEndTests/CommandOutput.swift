/// What a finished command printed and returned.
struct CommandOutput {
    let status: Int32
    let standardOutput: String
    let standardError: String

    var all: String { standardOutput + standardError }
}
