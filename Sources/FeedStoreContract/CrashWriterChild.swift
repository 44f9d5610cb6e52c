import Foundation

/// How the crash spec writes from another process without asking the store's suite for anything: it re-runs the
/// Swift Testing test that is running the spec, filtered to that test alone, with environment variables that make
/// the crash spec write until killed and every other spec in that child return at once.
enum CrashWriterChild {
    /// What a child is told; present only in a child.
    struct Assignment: Equatable {
        let location: URL
        let firstGeneration: Int
        let report: URL
        let storeType: String
    }

    private static let locationVariable = "FEED_STORE_CONTRACT_CRASH_LOCATION"
    private static let firstGenerationVariable = "FEED_STORE_CONTRACT_CRASH_FIRST_GENERATION"
    private static let reportVariable = "FEED_STORE_CONTRACT_CRASH_REPORT"
    private static let storeTypeVariable = "FEED_STORE_CONTRACT_CRASH_STORE"

    /// This process's assignment when it is a crash writer child.
    static let assignment: Assignment? = {
        let environment = ProcessInfo.processInfo.environment
        guard let location = environment[locationVariable], let report = environment[reportVariable],
              let first = environment[firstGenerationVariable].flatMap({ Int($0) }), let storeType = environment[storeTypeVariable]
        else { return nil }
        return Assignment(location: URL(filePath: location), firstGeneration: first, report: URL(filePath: report), storeType: storeType)
    }()

    /// In a child, only the first crash spec of the assigned store type writes; the rest of the test finishes at once.
    private static let claimed = Guarded(false)

    static func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }

    /// Why this process cannot start a child that re-runs `testID`, or `nil` when it can.
    static func unsupportedReason(testID: String?) -> String? {
        #if os(macOS) || os(Linux)
        guard testID != nil else {
            return "the crash spec re-runs the calling Swift Testing test in a child process, so it runs only from a @Test"
        }
        guard executable.lastPathComponent != "xctest" else {
            return "the crash spec re-runs the test binary, which Xcode's xctest host cannot do; run it with `swift test`"
        }
        return nil
        #else
        return "the crash spec starts a child process, which this platform cannot do"
        #endif
    }

    #if os(macOS) || os(Linux)
    static func start(testID: String, storeType: String, location: URL, firstGeneration: Int, report: URL) throws -> Process {
        let child = Process()
        child.executableURL = executable
        child.arguments = arguments(filteringTo: testID)
        var environment = ProcessInfo.processInfo.environment
        environment[locationVariable] = location.path
        environment[firstGenerationVariable] = String(firstGeneration)
        environment[reportVariable] = report.path
        environment[storeTypeVariable] = storeType
        child.environment = environment
        // The child's own test output would only repeat the parent's; its errors reach the report file.
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    private static var executable: URL {
        #if os(Linux)
        URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.main.executableURL ?? URL(filePath: CommandLine.arguments[0])
        #endif
    }

    /// The parent's arguments without those that select tests or name output files (the child must not write
    /// over the parent's event stream or report), followed by a filter matching exactly `testID`.
    static func arguments(filteringTo testID: String, parent: [String] = CommandLine.arguments) -> [String] {
        let dropped: Set = [
            "--filter", "--skip", "--event-stream-output-path", "--experimental-event-stream-output", "--xunit-output",
            "--attachments-path", "--experimental-attachments-path", "--repetitions", "--repeat-until",
            "--event-stream-version", "--experimental-event-stream-version",
        ]
        var kept: [String] = []
        var remaining = parent.dropFirst()[...]
        while let argument = remaining.popFirst() {
            let name = String(argument.prefix { $0 != "=" })
            guard dropped.contains(name) else {
                kept.append(argument)
                continue
            }
            if !argument.contains("=") { _ = remaining.popFirst() }
        }
        return kept + ["--filter", "^\(NSRegularExpression.escapedPattern(for: testID))$"]
    }
    #endif
}
