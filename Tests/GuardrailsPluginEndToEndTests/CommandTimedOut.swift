/// A command that had to be stopped: the plugin must never hang.
struct CommandTimedOut: Error, CustomStringConvertible {
    let command: [String]
    let seconds: Double

    var description: String { "`\(command.joined(separator: " "))` did not finish in \(Int(seconds)) s" }
}
