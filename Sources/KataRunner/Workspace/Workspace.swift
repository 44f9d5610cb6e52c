import Foundation

/// The learner's folder: one SwiftPM package whose manifest the runner writes, a folder per started kata with the
/// learner's sources and unlocked step files, and `.kata/` with the state and backups.
///
/// Learner files are never overwritten: files are only added when missing, and `reset` moves them to a backup first.
public struct Workspace: Sendable {
    /// The name of the package the runner generates in the workspace.
    static let packageName = "KataWorkspace"

    public let root: URL
    /// Spells paths for the learner, from the folder they ran `kata` in.
    let display: PathDisplay

    public init(root: URL, shownFrom currentDirectory: URL) {
        self.root = root.standardizedFileURL
        self.display = PathDisplay(currentDirectory: currentDirectory)
    }

    var stateFile: URL { root.appendingPathComponent(".kata/state.json") }
    var backupsDirectory: URL { root.appendingPathComponent(".kata/backups", isDirectory: true) }
    var packageManifest: URL { root.appendingPathComponent("Package.swift") }
    /// The kit's file list as of the last time the manifest was written or touched.
    var kitFilesRecord: URL { root.appendingPathComponent(".kata/kit-files") }

    func directory(of kata: Kata) -> URL { root.appendingPathComponent(kata.id, isDirectory: true) }
    /// Where the learner's work is: their module's folder, or, for an architecture kata, the package (the kata folder).
    func workFolder(of kata: Kata) -> URL {
        kata.module.map { directory(of: kata).appendingPathComponent("Sources/\($0)", isDirectory: true) } ?? directory(of: kata)
    }

    /// The folder of the unlocked step files, for a module kata.
    func testsDirectory(of kata: Kata) -> URL? {
        kata.testTarget.map { directory(of: kata).appendingPathComponent("Tests/\($0)", isDirectory: true) }
    }

    /// A workspace exists once it has a state file; that file is also how `kata` finds it from a folder inside.
    var exists: Bool { FileManager.default.fileExists(atPath: stateFile.path) }

    // MARK: State

    /// The saved progress (empty when there is none yet), checked against the kit's katas.
    func loadState(catalog: KataCatalog) throws(KataError) -> WorkspaceState {
        guard let data = FileManager.default.contents(atPath: stateFile.path) else {
            if FileManager.default.fileExists(atPath: stateFile.path) {
                throw .badData("\(display(stateFile)): cannot be read (a folder, or no permission); your code is not in it")
            }
            return WorkspaceState()
        }
        return try StateFileReader.read(data, catalog: catalog, shownAs: display(stateFile))
    }

    func save(_ state: WorkspaceState) throws(KataError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(state).write(to: stateFile, options: .atomic)
        } catch {
            throw KataError("\(display(stateFile)): cannot save progress (\(error.localizedDescription))")
        }
    }

    // MARK: Files

    /// Copies what the learner needs for the unlocked steps and reports files it kept instead of overwriting.
    /// - Returns: notes for the learner, e.g. a step file they edited that differs from the kata's.
    /// An architecture kata's package is copied from `kitRoot`.
    func install(_ kata: Kata, progress: KataProgress, kitRoot: URL) throws(KataError) -> [String] {
        var notes: [String] = []
        try copyIfMissing(kata.readme, to: directory(of: kata).appendingPathComponent("README.md"), notes: &notes)
        if let package = kata.architecture {
            // Only into a kata folder without the package yet: once the learner has changed it, it is theirs.
            if !FileManager.default.fileExists(atPath: directory(of: kata).appendingPathComponent("Sources").path) {
                try PlantedPackage(package, kitRoot: kitRoot).write(into: directory(of: kata))
            }
            try copyIfMissing(kata.starterConfiguration, to: directory(of: kata).appendingPathComponent("guardrails.json"), notes: &notes)
            return notes
        }
        // Only into an empty module: once the learner has renamed or split files, the module is theirs.
        if !hasSwiftFiles(workFolder(of: kata)) {
            let starterFiles = (try? FileManager.default.contentsOfDirectory(atPath: kata.starterDirectory.path)) ?? []
            for name in starterFiles.sorted() where name.hasSuffix(".swift") {
                let destination = workFolder(of: kata).appendingPathComponent(name)
                try copyIfMissing(kata.starterDirectory.appendingPathComponent(name), to: destination, notes: &notes)
            }
        }
        guard let testsDirectory = testsDirectory(of: kata) else { return notes }
        for source in progress.unlockedSteps(of: kata).compactMap(kata.testFile) {
            try copyIfMissing(source, to: testsDirectory.appendingPathComponent(source.lastPathComponent), notes: &notes)
        }
        // A check interrupted while it built ahead (`addLockedStepFiles`) may have left locked steps' files behind.
        for copy in lockedStepFiles(of: kata, progress: progress, in: testsDirectory)
        where FileManager.default.contents(atPath: copy.copy.path) == FileManager.default.contents(atPath: copy.source.path) {
            try? FileManager.default.removeItem(at: copy.copy)
        }
        return notes
    }

    /// Copies the test files of the steps still locked at `progress` beside the unlocked ones, so that one build can
    /// tell whether the learner's code already passes every step; the caller removes them again at once.
    /// - Returns: the files added (none when one of those names is taken: the learner's file is left alone).
    func addLockedStepFiles(of kata: Kata, progress: KataProgress) throws(KataError) -> [URL] {
        guard let testsDirectory = testsDirectory(of: kata) else { return [] }
        let copies = lockedStepFiles(of: kata, progress: progress, in: testsDirectory)
        guard !copies.contains(where: { FileManager.default.fileExists(atPath: $0.copy.path) }) else { return [] }
        var added: [URL] = []
        for (source, copy) in copies {
            do {
                try FileManager.default.copyItem(at: source, to: copy)
                added.append(copy)
            } catch {
                added.forEach { try? FileManager.default.removeItem(at: $0) }
                throw KataError("cannot copy \(display(source)) to \(display(copy)): \(error.localizedDescription)")
            }
        }
        return added
    }

    /// The locked steps' test files (none of an unlocked step's names) and where they would go in `testsDirectory`.
    private func lockedStepFiles(of kata: Kata, progress: KataProgress, in testsDirectory: URL) -> [(source: URL, copy: URL)] {
        let unlocked = Set(progress.unlockedSteps(of: kata).compactMap(kata.testFile).map(\.lastPathComponent))
        return kata.steps.dropFirst(progress.passedSteps + 1).compactMap(kata.testFile)
            .filter { !unlocked.contains($0.lastPathComponent) }
            .map { ($0, testsDirectory.appendingPathComponent($0.lastPathComponent)) }
    }

    /// Moves the learner's folder for `kata` into a timestamped backup.
    /// - Returns: the backup folder, or `nil` when there was nothing to keep.
    func backUp(_ kata: Kata, now: Date = Date()) throws(KataError) -> URL? {
        let source = directory(of: kata)
        guard FileManager.default.fileExists(atPath: source.path) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var backup = backupsDirectory.appendingPathComponent("\(kata.id)-\(formatter.string(from: now))", isDirectory: true)
        var attempt = 1
        while FileManager.default.fileExists(atPath: backup.path) {
            attempt += 1
            backup = backupsDirectory.appendingPathComponent("\(kata.id)-\(formatter.string(from: now))-\(attempt)", isDirectory: true)
        }
        do {
            try FileManager.default.createDirectory(at: backupsDirectory, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: source, to: backup)
        } catch {
            throw KataError("cannot back up \(display(source)) to \(display(backup)): \(error.localizedDescription); nothing was reset")
        }
        return backup
    }

    /// Points the workspace package at `kata` only, so one unfinished kata never breaks another's build. An
    /// architecture kata builds nothing (its package is linted, never compiled), so the package has no target then.
    ///
    /// SwiftPM plans a build again when the workspace's own manifest or folders change, not when a file is added to or
    /// removed from the kit it depends on by path: it would go on compiling the kit's old list of files (`cannot find
    /// 'X' in scope` after a `git pull`). So when `kitFiles` differs from the list recorded last time, the manifest's
    /// modification date is renewed, which makes SwiftPM plan again; an unchanged list leaves the manifest alone.
    func writePackageManifest(for kata: Kata, kitRoot: URL, kitFiles: FileList) throws(KataError) {
        let targets = kata.module.map { module in
            PackageManifestRenderer.Targets(module: module, sourcesPath: "\(kata.id)/Sources/\(module)", testsPath: "\(kata.id)/Tests/\(module)Tests")
        }
        let text = PackageManifestRenderer.render(name: Self.packageName, kitRoot: kitRoot, targets: targets.map { [$0] } ?? [])
        try FileWriter.writeIfChanged(text, to: packageManifest)
        guard FileManager.default.contents(atPath: kitFilesRecord.path) != Data(kitFiles.text.utf8) else { return }
        do {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: packageManifest.path)
        } catch {
            throw KataError("\(display(packageManifest)): cannot renew its modification date (\(error.localizedDescription))")
        }
        try FileWriter.writeIfChanged(kitFiles.text, to: kitFilesRecord)
    }

    private func hasSwiftFiles(_ directory: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).contains { $0.hasSuffix(".swift") }
    }

    private func copyIfMissing(_ source: URL, to destination: URL, notes: inout [String]) throws(KataError) {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: destination.path) {
            if fileManager.contents(atPath: destination.path) != fileManager.contents(atPath: source.path),
               destination.deletingLastPathComponent().lastPathComponent.hasSuffix("Tests") {
                notes.append("kept your edited \(display(destination)); the kata's version is \(display(source))")
            }
            return
        }
        do {
            try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: source, to: destination)
        } catch {
            throw KataError("cannot copy \(display(source)) to \(display(destination)): \(error.localizedDescription)")
        }
    }
}
