/// The learner's progress, saved in the workspace so it survives restarts. It holds no code: deleting it loses
/// only the ticks, never work.
public struct WorkspaceState: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    /// The kata `kata check` works on.
    public var current: String?
    /// By kata id; a kata is started once it has an entry.
    public var katas: [String: KataProgress]

    public init(current: String? = nil, katas: [String: KataProgress] = [:]) {
        self.version = Self.currentVersion
        self.current = current
        self.katas = katas
    }

    func progress(of kata: Kata) -> KataProgress? { katas[kata.id] }
}
