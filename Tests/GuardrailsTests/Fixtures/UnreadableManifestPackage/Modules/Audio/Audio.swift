public enum Audio {
    public static let name = "Audio"
}

// Still linted although the reader could not name this module: the rules that need no module apply.
final class AudioEngine: $UNCHECKED_SENDABLE {}
