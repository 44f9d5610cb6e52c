/// The learner's progress, saved in the workspace so it survives restarts. It holds no code: deleting it loses
/// only the ticks, never work.
///
/// Decoding is strict (unknown keys and wrong types are errors with their key path) and `problems(in:)` checks the
/// values against the kit's katas, so no hand edit crashes the runner or unlocks a step that was not passed.
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StateKey.self)
        try container.rejectUnknownKeys(["version", "current", "katas"])
        guard let version = try container.decodeWholeNumber(forKey: "version") else {
            throw DecodingError.keyNotFound(StateKey("version"), DecodingError.Context(codingPath: container.codingPath, debugDescription: "missing"))
        }
        self.version = version
        current = try container.decodeIfPresent(String.self, forKey: StateKey("current"))
        katas = try container.decodeIfPresent([String: KataProgress].self, forKey: StateKey("katas")) ?? [:]
    }

    func progress(of kata: Kata) -> KataProgress? { katas[kata.id] }

    /// Every value that does not fit `catalog`, as `key: problem`.
    func problems(in catalog: KataCatalog) -> [String] {
        guard version == Self.currentVersion else {
            return ["version: \(version) is not a version this kata runner reads (\(Self.currentVersion))"]
        }
        let known = catalog.available.map(\.id)
        var problems: [String] = []
        if let current, !known.contains(current) {
            problems.append("current: \"\(current)\" is not a kata of this kit (\(known.joined(separator: ", ")))")
        }
        for id in katas.keys.sorted() {
            let key = "katas[\"\(id)\"]"
            guard let kata = catalog.available.first(where: { $0.id == id }), let progress = katas[id] else {
                problems.append("\(key): not a kata of this kit (\(known.joined(separator: ", ")))")
                continue
            }
            problems += progress.problems(for: kata).map { "\(key).\($0)" }
        }
        return problems
    }
}
