/// A `--flag` or `--option VALUE` a command accepts.
struct CommandOption: Sendable {
    let name: String
    /// The value's placeholder, `nil` for a flag.
    let value: String?
    let help: String
}
