import Foundation

/// The ordered katas of a kit, read and validated from its `Katas/` folder.
public struct KataCatalog: Sendable {
    public let katas: [Kata]

    public init(katas: [Kata]) {
        self.katas = katas
    }

    /// Reads every `NN-slug/kata.json` and checks that the files it names exist.
    /// - Throws: `KataError` (bad data) listing every problem in every manifest.
    public static func load(from katasDirectory: URL) throws(KataError) -> KataCatalog {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: katasDirectory.path) else {
            throw .badData("\(katasDirectory.path): no Katas folder here; pass --kit with the kit's root folder")
        }
        var katas: [Kata] = []
        var problems: [String] = []
        for name in names.sorted() where isKataFolderName(name) {
            let directory = katasDirectory.appendingPathComponent(name, isDirectory: true)
            let manifestFile = directory.appendingPathComponent("kata.json")
            let label = "Katas/\(name)/kata.json"
            guard let data = fileManager.contents(atPath: manifestFile.path) else {
                problems.append("\(label): missing; every kata folder needs a manifest")
                continue
            }
            do {
                let kata = Kata(id: name, directory: directory, manifest: try KataManifest.parse(data, file: label))
                problems += missingFiles(of: kata, label: label)
                katas.append(kata)
            } catch let error as ManifestError {
                problems += error.lines
            } catch {
                problems.append("\(label): \(error)")
            }
        }
        problems += duplicateModules(in: katas)
        guard problems.isEmpty else { throw .badData(problems.joined(separator: "\n")) }
        guard !katas.isEmpty else { throw .badData("\(katasDirectory.path): no katas (folders named like 01-some-kata)") }
        return KataCatalog(katas: katas)
    }

    public var available: [Kata] { katas.filter(\.isAvailable) }

    public func kata(named query: String) throws(KataError) -> Kata {
        guard let kata = katas.first(where: { $0.isNamed(by: query) }) else {
            let known = katas.map(\.id).joined(separator: ", ")
            throw .usage("no kata \"\(query)\"; choose one of: \(known) (see `kata list`)")
        }
        return kata
    }

    func kata(after kata: Kata) -> Kata? {
        guard let index = katas.firstIndex(of: kata) else { return nil }
        return katas[(index + 1)...].first(where: \.isAvailable)
    }

    private static func isKataFolderName(_ name: String) -> Bool {
        name.range(of: #"^[0-9]{2}-[a-z0-9-]+$"#, options: .regularExpression) != nil
    }

    private static func missingFiles(of kata: Kata, label: String) -> [String] {
        let fileManager = FileManager.default
        var problems: [String] = []
        if !fileManager.fileExists(atPath: kata.readme.path) {
            problems.append("\(label): the kata has no README.md next to its manifest")
        }
        guard kata.isAvailable else { return problems }
        switch kata.manifest.work {
        case .module(let module):
            let starter = (try? fileManager.contentsOfDirectory(atPath: kata.starterDirectory.path)) ?? []
            if !starter.contains(where: { $0.hasSuffix(".swift") }) {
                problems.append("\(label): module: no starter sources in Starter/ for \(module)")
            }
            for (index, step) in kata.steps.enumerated() {
                guard let file = kata.testFile(of: step), !fileManager.fileExists(atPath: file.path) else { continue }
                problems.append("\(label): steps[\(index)].test: \(step.test ?? "") does not exist")
            }
        case .architecture:
            if !fileManager.fileExists(atPath: kata.starterConfiguration.path) {
                problems.append("\(label): architecture: no Starter/guardrails.json, the configuration the learner completes")
            }
        }
        return problems
    }

    private static func duplicateModules(in katas: [Kata]) -> [String] {
        var owners: [String: String] = [:]
        return katas.compactMap { kata in
            guard let module = kata.module else { return nil }
            if let owner = owners[module] {
                return "Katas/\(kata.id)/kata.json: module: \(module) is already the module of \(owner)"
            }
            owners[module] = kata.id
            return nil
        }
    }
}
