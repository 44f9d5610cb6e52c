import Foundation

/// An architecture kata's package as the learner receives it: the kit's folders it names, copied, with its violations
/// planted. Only the Swift files are copied: the package is linted, never built.
struct PlantedPackage {
    let package: ArchitecturePackage
    let kitRoot: URL

    init(_ package: ArchitecturePackage, kitRoot: URL) {
        self.package = package
        self.kitRoot = kitRoot
    }

    func write(into folder: URL) throws(KataError) {
        for folderPath in package.folders {
            for (path, file) in PackageSwiftFiles.list(in: kitRoot).filter({ $0.path.hasPrefix(folderPath + "/") }) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw KataError("cannot read \(file.path)") }
                try FileWriter.writeIfChanged(planted(in: text, at: path), to: folder.appendingPathComponent(path))
            }
        }
    }

    /// Planted violations whose text is not in the kit's file exactly once, so the learner would not get them.
    func problems(label: String) -> [String] {
        package.violations.enumerated().compactMap { index, violation in
            let file = kitRoot.appendingPathComponent(violation.file)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                return "\(label): architecture.violations[\(index)].file: the kit has no \(violation.file)"
            }
            let count = text.components(separatedBy: violation.find).count - 1
            return count == 1 ? nil : "\(label): architecture.violations[\(index)].find: occurs \(count) times in the kit's \(violation.file); it must occur once"
        }
    }

    private func planted(in text: String, at path: String) -> String {
        package.violations.filter { $0.file == path }.reduce(text) { text, violation in
            guard let range = text.range(of: violation.find) else { return text }
            return text.replacingCharacters(in: range, with: violation.replace)
        }
    }
}
