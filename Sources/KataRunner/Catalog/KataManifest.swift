import Foundation

/// A kata's `kata.json`. Parsed by hand rather than with `Decodable` so every complaint names the key at fault.
public struct KataManifest: Equatable, Sendable {
    public let title: String
    /// The module the learner writes; the kit's module of the same name is the reference solution.
    public let module: String
    public let summary: String
    public let steps: [KataStep]
    /// Set for a kata that is listed but cannot be taken yet: says what it waits for.
    public let planned: String?

    public init(title: String, module: String, summary: String, steps: [KataStep], planned: String? = nil) {
        self.title = title
        self.module = module
        self.summary = summary
        self.steps = steps
        self.planned = planned
    }

    static let rootKeys: Set<String> = ["title", "module", "summary", "steps", "planned"]
    static let stepKeys: Set<String> = ["id", "title", "test", "hints"]

    /// - Throws: `ManifestError` listing every problem, each with its key path.
    public static func parse(_ data: Data, file: String) throws -> KataManifest {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ManifestError(file: file, problems: ["not valid JSON (\(describe(error)))"])
        }
        var reader = ManifestReader()
        guard let root = reader.object(json, at: "") else { throw ManifestError(file: file, problems: reader.problems) }
        reader.rejectUnknownKeys(in: root, allowed: rootKeys, at: "")
        let title = reader.text(root["title"], at: "title")
        let module = reader.identifier(root["module"], at: "module")
        let summary = reader.text(root["summary"], at: "summary")
        let planned = root["planned"].flatMap { reader.text($0, at: "planned") }
        let steps = reader.steps(root["steps"], required: planned == nil)
        guard reader.problems.isEmpty, let title, let module, let summary else {
            throw ManifestError(file: file, problems: reader.problems)
        }
        return KataManifest(title: title, module: module, summary: summary, steps: steps, planned: planned)
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
