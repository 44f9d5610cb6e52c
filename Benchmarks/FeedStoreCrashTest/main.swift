import FeedStoreContract
import Foundation

// Runs the contract's crash check (`FeedStoreCrashTrial`, the same one `.crashConsistent` runs) many more times
// than a conformance suite does: a child writes through the store until it is SIGKILLed at a random moment, and a
// new instance must then find a complete feed the child wrote, or nothing. Exits 1 on any bad state.
let usage = """
    usage: FeedStoreCrashTest [--kills N] [--store file|sqlite]
    Kills a child that writes feeds in a loop with SIGKILL at random moments, then checks that the store
    holds a complete feed the child wrote (the last one it committed or the one in flight), or nothing.
      --kills N     kills per store (default 100)
      --store KIND  test one store only (default: both)
    Exit status: 0 when every check passed, 1 on a bad state or a writer that would not run, 64 on a usage error.
    """
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--writer", arguments.count == 5,
   let store = CrashTestStore(rawValue: arguments[1]), let first = Int(arguments[3]) {
    do {
        let writer = try store.make(in: URL(filePath: arguments[2]))
        FeedStoreCrashWorkload.writeUntilKilled(into: writer, from: first, imageData: true, report: URL(filePath: arguments[4]))
    } catch {
        FileHandle.standardError.write(Data("writer stopped: \(error)\n".utf8))
        exit(1)
    }
}

var kills = 100
var stores = CrashTestStore.allCases
var remaining = arguments[...]
while let option = remaining.popFirst() {
    if option == "--help" || option == "-h" {
        print(usage)
        exit(0)
    }
    switch (option, remaining.popFirst()) {
    case let ("--kills", value?) where Int(value).map { $0 > 0 } == true:
        kills = Int(value)!
    case let ("--store", value?) where CrashTestStore(rawValue: value) != nil:
        stores = [CrashTestStore(rawValue: value)!]
    default:
        FileHandle.standardError.write(Data("error: unexpected argument '\(option)'\n\(usage)\n".utf8))
        exit(64)
    }
}

var badStates = 0
for store in stores {
    let directory = FileManager.default.temporaryDirectory.appending(path: "FeedStoreCrashTest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trial = FeedStoreCrashTrial(imageData: true, storeFolder: directory, makeStore: { try store.make(in: directory) }) { first, report in
        let writer = Process()
        writer.executableURL = URL(filePath: CommandLine.arguments[0]).absoluteURL
        writer.arguments = ["--writer", store.rawValue, directory.path, String(first), report.path]
        try writer.run()
        return writer
    }
    do {
        let tally = try trial.run(kills: kills) { tally in
            if tally.kills.isMultiple(of: 100) { print("\(store) store: \(tally.kills)/\(kills) kills") }
        }
        for badState in tally.badStates {
            print("\(store) store: BAD STATE: \(badState)")
        }
        badStates += tally.badStates.count
        print("\(store) store: \(tally.kills) kills, \(tally.committedWrites) writes committed before the kills, \(tally.emptyAfterKill) empty after a kill, \(tally.badStates.count) bad states")
    } catch {
        print("\(store) store: \(error)")
        badStates += 1
    }
}
exit(badStates == 0 ? 0 : 1)
