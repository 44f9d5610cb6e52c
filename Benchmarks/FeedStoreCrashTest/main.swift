import Foundation

// Starts a child that writes feeds in a loop to a file store and to an SQLite store, kills it with SIGKILL at a
// random moment, and checks that the store then holds a complete written feed or nothing. Exits 1 on any bad state.
let usage = """
    usage: FeedStoreCrashTest [--kills N] [--store file|sqlite]
    Kills a child that writes feeds in a loop with SIGKILL at random moments, then checks that the store
    holds a complete feed the child wrote, or nothing.
      --kills N     kills per store (default 100)
      --store KIND  test one store only (default: both)
    Exit status: 0 when every check passed, 1 on a bad state, 64 on a usage error.
    """
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--writer", arguments.count == 4,
   let kind = CrashWorkload.Kind(rawValue: arguments[1]), let first = Int(arguments[3]) {
    do {
        try CrashWorkload.write(kind, in: URL(filePath: arguments[2]), from: first)
    } catch {
        FileHandle.standardError.write(Data("writer stopped: \(error)\n".utf8))
        exit(1)
    }
}

var kills = 100
var kinds = CrashWorkload.Kind.allCases
var remaining = arguments[...]
while let option = remaining.popFirst() {
    if option == "--help" || option == "-h" {
        print(usage)
        exit(0)
    }
    switch (option, remaining.popFirst()) {
    case let ("--kills", value?) where Int(value).map { $0 > 0 } == true:
        kills = Int(value)!
    case let ("--store", value?) where CrashWorkload.Kind(rawValue: value) != nil:
        kinds = [CrashWorkload.Kind(rawValue: value)!]
    default:
        FileHandle.standardError.write(Data("error: unexpected argument '\(option)'\n\(usage)\n".utf8))
        exit(64)
    }
}

var badStates = 0
for kind in kinds {
    let directory = FileManager.default.temporaryDirectory.appending(path: "FeedStoreCrashTest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var committed = 0
    var lastCommitted = 0
    var emptyAfterKill = 0
    var storeBad = 0
    for run in 1...kills {
        let writer = Process()
        let output = Pipe()
        writer.executableURL = URL(filePath: CommandLine.arguments[0]).absoluteURL
        // Each run goes on from the last generation the previous run reported, so generations stay consecutive.
        writer.arguments = ["--writer", kind.rawValue, directory.path, String(lastCommitted + 1)]
        writer.standardOutput = output
        try writer.run()
        usleep(UInt32.random(in: 30_000...150_000))
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        let reported = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        committed += reported.count
        lastCommitted = reported.last.flatMap { Int($0) } ?? lastCommitted
        if let problem = CrashWorkload.problem(in: kind, at: directory) {
            storeBad += 1
            print("\(kind) store, kill \(run): BAD STATE: \(problem)")
        } else if (try? CrashWorkload.makeStore(kind, in: directory).retrieve()) == nil {
            emptyAfterKill += 1
        }
        if run.isMultiple(of: 25) { print("\(kind) store: \(run)/\(kills) kills") }
    }
    badStates += storeBad
    print("\(kind) store: \(kills) kills, \(committed) writes committed before the kills, \(emptyAfterKill) empty after a kill, \(storeBad) bad states")
}
exit(badStates == 0 ? 0 : 1)
