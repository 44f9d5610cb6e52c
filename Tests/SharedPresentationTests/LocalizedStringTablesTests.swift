import Foundation
import Testing
import SharedPresentation
import FeedPresentation
import ImageCommentsPresentation
import FeedTestSupport

/// Every table of every presentation module, checked by one generic test per rule.
@Suite struct LocalizedStringTablesTests {
    static let tables: [LocalizedStringTable] = [.sharedPresentation, .feed, .imageComments]

    @Test(arguments: tables.map(\.name))
    func table_offersEnglishAndAtLeastTwoMoreLanguages(_ name: String) throws {
        let (_, files) = try makeSUT(table: name)

        #expect(files.localizations.contains("en"))
        #expect(files.localizations.count >= 3, "\(files.localizations)")
    }

    @Test(arguments: tables.map(\.name))
    func table_hasEveryKeyInEveryLanguage(_ name: String) throws {
        let (table, files) = try makeSUT(table: name)

        #expect(try files.missingKeys(table: table.name) == [])
        #expect(try files.strings(table: table.name, localization: "en")?.isEmpty == false)
    }

    @Test(arguments: tables.map(\.name))
    func table_resolvesEveryEnglishKey(_ name: String) throws {
        let (table, files) = try makeSUT(table: name)

        let english = try #require(try files.strings(table: table.name, localization: "en"))
        for key in english.keys {
            #expect(table.string(for: key) != key, "\(key) does not resolve")
        }
    }

    // MARK: - Helpers

    private func makeSUT(table name: String) throws -> (table: LocalizedStringTable, files: LocalizedStringsFiles) {
        let table = try #require(Self.tables.first { $0.name == name })
        return (table, LocalizedStringsFiles(bundle: table.bundle))
    }
}
