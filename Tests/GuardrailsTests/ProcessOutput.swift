/// What a finished process printed and returned.
struct ProcessOutput {
    let status: Int32
    let standardOutput: String
    let standardError: String

    var outputLines: [String] {
        standardOutput.split(separator: "\n").map(String.init)
    }
}
