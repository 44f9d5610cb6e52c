/// For `make-sut`: tests named for the initializer or the deinitializer, which check what building or releasing the object
/// does: the call is the behaviour under test, not a subject built to exercise something else.
enum LifecycleTestNames {
    /// `testInit`, `testInit_BadExtension`, `test_init_withDefaults`, `testInitialization`, `initRejectsEmptyName`,
    /// `topicInitializer_setsValues`, `testConvenienceInit`, `test_designated_init_keepsDefaults`.
    static func namesInitializer(_ test: String) -> Bool {
        let name = withoutTestPrefix(test)
        if startsWithWord(name, "init") || hasInitializerWord(name) { return true }
        // `topicInitializer_initializesValues`, `test_viewModelInitialization`: the initializer named after what it builds.
        return name.contains("Initializer_") || name.contains("Initialization") || name.hasSuffix("Initializer")
    }

    /// Also `testConsoleSinkInit`, `test_consoleSinkInit_defaults`: the initializer named after the type the test builds;
    /// and a converting initializer so named (`ticketFromRecord`, `ticketConvertMissingSeat`, `testTicketConversion`):
    /// each test hands it another input, and the conversion into that type is the behaviour under test.
    static func namesInitializer(_ test: String, of typeName: String) -> Bool {
        if namesInitializer(test) { return true }
        let name = withoutTestPrefix(test)
        if let rest = afterTypeName(name, typeName), startsWithWord(rest, "init") { return true }
        // A conversion may name the type by its last word (`collectionConvertEmpty` building an `ItemCollection`).
        let lastWord = typeName.lastIndex(where: \.isUppercase).map { String(typeName[$0...]) } ?? typeName
        return [typeName, lastWord].contains { named in
            guard let rest = afterTypeName(name, named) else { return false }
            return startsWithWord(rest, "from") || startsWithWord(rest, "convert") || startsWithWord(rest, "conversion")
        }
    }

    /// What follows `typeName` (capitalized or not) at the start of `name`, underscores dropped; `nil` when it does not start so.
    private static func afterTypeName(_ name: Substring, _ typeName: String) -> Substring? {
        guard !typeName.isEmpty, name.count > typeName.count else { return nil }
        let lowered = typeName.prefix(1).lowercased() + typeName.dropFirst()
        guard name.hasPrefix(typeName) || name.hasPrefix(lowered) else { return nil }
        return name.dropFirst(typeName.count).drop { $0 == "_" }
    }

    /// `ConvenienceInit`, `DesignatedInitializer_keepsDefaults`, `convenience_init`: `Init` or `Initializer` as a whole word after
    /// another (a capital or `_` before it; after it nothing, `_` or a capital), naming which initializer the test checks.
    /// Not `InitialState` nor `Inits`: another word; nor `updatesAfterStorageInit`: a moment, not the initializer.
    private static let nit = Array("nit".utf8)
    private static let ializer = Array("ializer".utf8)

    private static func hasInitializerWord(_ name: Substring) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { hasInitializerWord(bytes: $0) } ?? hasInitializerWord(bytes: Array(name.utf8))
    }

    private static func hasInitializerWord<Bytes: RandomAccessCollection>(bytes: Bytes) -> Bool where Bytes.Index == Int, Bytes.Element == UInt8 {
        let (capitalI, lowerI, underscore): (UInt8, UInt8, UInt8) = (73, 105, 95)
        let base = bytes.startIndex
        var start = base + 1
        while start + 4 <= bytes.endIndex {
            defer { start += 1 }
            guard bytes[start] == capitalI || bytes[start] == lowerI && bytes[start - 1] == underscore,
                  bytes[start + 1..<start + 4].elementsEqual(nit) else { continue }
            var end = start + 4
            if end + ializer.count <= bytes.endIndex, bytes[end..<end + ializer.count].elementsEqual(ializer) { end += ializer.count }
            if end == bytes.endIndex || bytes[end] == underscore || (65...90).contains(bytes[end]) {
                return !followsMoment(String(decoding: bytes[base..<start], as: UTF8.self))
            }
        }
        return false
    }

    /// Words placing a test after or around the initialization (`updatesAfterStorageInit`, `requestedOnInit`): it checks
    /// later behaviour, not the initializer.
    private static let momentWords: Set<Substring> = ["after", "before", "on", "upon", "during", "until", "since", "when", "post"]

    /// `clientStatusUpdatesAfterStorage`: one of the words before the initializer places the test in time.
    private static func followsMoment(_ prefix: String) -> Bool {
        var words: [Substring] = []
        var start = prefix.startIndex
        for index in prefix.indices where index != prefix.startIndex && (prefix[index].isUppercase || prefix[index] == "_") {
            words.append(prefix[start..<index])
            start = prefix[index] == "_" ? prefix.index(after: index) : index
        }
        words.append(prefix[start...])
        return words.contains { momentWords.contains(Substring($0.lowercased())) }
    }

    /// `testDeinitReleasesTap`, `test_deinit_doesNotLeak`, `testDeinitialization`: a leak test.
    static func namesDeinitializer(_ test: String) -> Bool {
        startsWithWord(withoutTestPrefix(test), "deinit")
    }

    private static func withoutTestPrefix(_ test: String) -> Substring {
        let name = Substring(test)
        return name.hasPrefix("test") ? name.dropFirst(4).drop { $0 == "_" } : name
    }

    /// `word` or its capitalized form, followed by nothing, `_`, a capital or `ializ…`.
    private static func startsWithWord(_ name: Substring, _ word: String) -> Bool {
        guard name.hasPrefix(word) || name.hasPrefix(word.prefix(1).uppercased() + word.dropFirst()) else { return false }
        let rest = name.dropFirst(word.count)
        return rest.isEmpty || rest.first == "_" || rest.first?.isUppercase == true || rest.hasPrefix("ializ")
    }
}
