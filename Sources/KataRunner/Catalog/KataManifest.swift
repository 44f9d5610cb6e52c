import Foundation

/// A kata's `kata.json`. Parsed by hand rather than with `Decodable` so every complaint names the key at fault.
public struct KataManifest: Equatable, Sendable {
    public let title: String
    public let work: KataWork
    public let summary: String
    public let steps: [KataStep]
    /// Set for a kata that is listed but cannot be taken yet: says what it waits for.
    public let planned: String?

    public init(title: String, work: KataWork, summary: String, steps: [KataStep], planned: String? = nil) {
        self.title = title
        self.work = work
        self.summary = summary
        self.steps = steps
        self.planned = planned
    }

    /// The module the learner writes, for a kata of `.module` work; the kit's module of the same name is the answer.
    public var module: String? {
        if case .module(let module) = work { return module }
        return nil
    }

    static let rootKeys: Set<String> = ["title", "module", "architecture", "summary", "steps", "planned"]
    static let stepKeys: Set<String> = ["id", "title", "test", "check", "hints"]
    static let architectureKeys: Set<String> = ["modules", "tests", "violations"]
    static let violationKeys: Set<String> = ["file", "find", "replace"]

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
        let work = reader.work(module: root["module"], architecture: root["architecture"])
        let summary = reader.text(root["summary"], at: "summary")
        let planned = root["planned"].flatMap { reader.text($0, at: "planned") }
        let steps = reader.steps(root["steps"], required: planned == nil, provedBy: work)
        guard reader.problems.isEmpty, let title, let work, let summary else {
            throw ManifestError(file: file, problems: reader.problems)
        }
        return KataManifest(title: title, work: work, summary: summary, steps: steps, planned: planned)
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
