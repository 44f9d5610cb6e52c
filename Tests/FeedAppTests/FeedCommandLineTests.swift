import Foundation
import Testing
import FeedApp

@Suite struct FeedCommandLineTests {
    @Test func options_defaultToTheFixturesAnSQLiteStoreAndInteraction() throws {
        let options = try makeSUT([])

        #expect(options == FeedAppOptions())
        #expect(options.baseURL == nil)
        #expect(options.store == .sqlite)
        #expect(!options.once)
    }

    @Test func options_readEveryFlagInBothSpellings() throws {
        let options = try makeSUT(["--base-url", "https://a-url.com", "--store=file", "--store-path", "/tmp/feed.json", "--once", "--help"])

        #expect(options.baseURL == URL(string: "https://a-url.com"))
        #expect(options.store == .file)
        #expect(options.storePath == "/tmp/feed.json")
        #expect(options.once)
        #expect(options.showHelp)
    }

    @Test(arguments: ["file:///tmp/api", "http://localhost:8080", "https://a-url.com/api"])
    func options_acceptHTTPAndFileBaseURLs(_ url: String) throws {
        #expect(try makeSUT(["--base-url", url]).baseURL == URL(string: url))
    }

    @Test(arguments: [
        (["--base-url", "ftp://a-url.com"], "--base-url 'ftp://a-url.com' is not an http://, https:// or file:// URL."),
        (["--base-url", "not a url"], "--base-url 'not a url' is not an http://, https:// or file:// URL."),
        (["--store", "disk"], "--store 'disk' is not one of: sqlite, file, memory."),
        (["--store-path"], "--store-path needs a value. See --help."),
        (["--store", "--once"], "--store needs a value. See --help."),
        (["--verbose"], "Unknown argument '--verbose'. See --help."),
    ])
    func options_rejectBadInputNamingTheArgument(_ arguments: [String], _ message: String) {
        #expect(throws: FeedAppOptions.UsageError(description: message)) {
            try makeSUT(arguments)
        }
    }

    @Test func storeKind_defaultsToTheUsersCacheFolder() {
        let environment = ["HOME": "/home/a-user"]

        #expect(FeedStoreKind.sqlite.defaultURL(environment: environment)?.path == "/home/a-user/.cache/clean-architecture-kit/feed.sqlite")
        #expect(FeedStoreKind.file.defaultURL(environment: ["XDG_CACHE_HOME": "/cache"])?.path == "/cache/clean-architecture-kit/feed.json")
        #expect(FeedStoreKind.memory.defaultURL(environment: environment) == nil)
    }

    @Test(arguments: [
        ("3", FeedCommand.selectImage(number: 3)), (" m ", .loadMore), ("more", .loadMore), ("r", .reload),
        ("h", .help), ("?", .help), ("Q", .quit), ("exit", .quit), ("", .none), ("dance", .unknown("dance")),
    ])
    func command_isReadFromATypedLine(_ line: String, _ command: FeedCommand) {
        #expect(FeedCommand(line) == command)
    }

    // MARK: - Helpers

    private func makeSUT(_ arguments: [String]) throws(FeedAppOptions.UsageError) -> FeedAppOptions {
        try FeedAppOptions(arguments: arguments)
    }
}
