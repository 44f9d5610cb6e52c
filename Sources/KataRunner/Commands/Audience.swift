/// Where the learner reads a command's output, which decides what the runner tells them to do next: never to type a
/// command that `kata watch` runs for them.
enum Audience: Sendable {
    /// A command typed at a prompt: the learner runs the next one.
    case command
    /// `kata watch`: it checks again on every save, and keys do the rest.
    case watch
}
