import Foundation

/// Reads a module's `.strings` tables file by file. Suites check the files themselves because
/// `Bundle`'s language lookup depends on the machine's languages, which a test must not.
public struct LocalizedStringsFiles {
    public struct Missing: Hashable, CustomStringConvertible {
        public let key: String
        public let localization: String
        public let table: String

        public var description: String { "'\(key)' missing from \(localization).lproj/\(table).strings" }
    }

    public struct UnreadableTable: Error, CustomStringConvertible {
        public let path: String

        public var description: String { "\(path) is not a valid .strings file" }
    }

    private let bundle: Bundle

    public init(bundle: Bundle) {
        self.bundle = bundle
    }

    public var localizations: [String] {
        bundle.localizations.filter { $0 != "Base" }.sorted()
    }

    public func strings(table: String, localization: String) throws -> [String: String]? {
        guard let url = bundle.url(forResource: table, withExtension: "strings", subdirectory: nil, localization: localization) else {
            return nil
        }
        let data = try Data(contentsOf: url)
        guard let strings = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
            throw UnreadableTable(path: url.path)
        }
        return strings
    }

    /// Every key some language of `table` has and another lacks; a missing file lacks every key.
    public func missingKeys(table: String) throws -> [Missing] {
        let stringsByLocalization = try Dictionary(uniqueKeysWithValues: localizations.map {
            ($0, try strings(table: table, localization: $0) ?? [:])
        })
        let allKeys = stringsByLocalization.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        return stringsByLocalization.flatMap { localization, strings in
            allKeys.subtracting(strings.keys).map { Missing(key: $0, localization: localization, table: table) }
        }
        .sorted { $0.description < $1.description }
    }
}
